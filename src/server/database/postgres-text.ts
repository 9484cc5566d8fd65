/**
 * A statement in the SQL the store writes (SQLite's parameters: `?` in order, or `?1`, `?2`
 * by number) as PostgreSQL takes it (`$1`, `$2`). Quoted text and identifiers are left
 * alone. Pure.
 */
export function toPostgresText(text: string): string {
  let next = 0;
  let out = '';
  let quote: string | null = null;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (quote) {
      out += char;
      if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"') {
      quote = char;
      out += char;
      continue;
    }
    if (char !== '?') {
      out += char;
      continue;
    }
    const number = /^\d+/.exec(text.slice(index + 1))?.[0];
    if (number) {
      out += `$${number}`;
      index += number.length;
    } else {
      next += 1;
      out += `$${next}`;
    }
  }
  return out;
}

/**
 * JSON a column keeps, read back through its zod schema: what no longer fits (a row edited by
 * hand, a write cut short) stops the read with a StoredJsonError naming the column and row and
 * what is wrong, never a value the compiler takes for something it is not. The message names
 * paths and problems only, never the values.
 */
import type { z } from 'zod';

export class StoredJsonError extends Error {
  override name = 'StoredJsonError';
}

/**
 * `text`, the JSON of `where` (as "table.column of row id"), as `schema` reads it; `columns`:
 * what the row keeps in columns of its own, read together with the JSON (an object's; a list is read as it is).
 */
export function storedJson<Schema extends z.ZodType>(
  schema: Schema,
  text: string,
  where: string,
  columns: Readonly<Record<string, unknown>> = {},
): z.output<Schema> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new StoredJsonError(`${where} holds no JSON`, { cause: error });
  }
  const parsed = schema.safeParse(value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value, ...columns } : value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(the whole)'}: ${issue.code}`);
  throw new StoredJsonError(`${where} holds JSON that is not what it should be (${problems.join('; ')})`);
}

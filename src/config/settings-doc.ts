/**
 * docs/settings.md, drawn from the settings' schema (settings.ts): one list per concern, each
 * variable with who reads it, its default and limits, and what it means. `npm run docs:settings`
 * writes the file; tests/unit/settings-doc.test.ts fails when it no longer matches the schema.
 */
import type { z } from 'zod';
import type { SettingDoc } from './setting-types.ts';
import { SETTING_GROUPS } from './settings.ts';

export const SETTINGS_DOC_FILE = 'docs/settings.md';

const INTRO = `# Settings

Every setting is an environment variable, read once by each program through one schema
(\`src/config/settings.ts\`), which gives its default, its limits and the message when it is
wrong: a wrong value stops the server, the build or the command with one line per problem,
naming the variable. Blank counts as unset; relative paths are taken from the current folder
(npm runs every script in the project's folder).
This file is generated from the schema: \`npm run docs:settings\` (a unit test checks it).
`;

/** `text` broken into lines of at most `width` characters (a word longer than that stays whole), the later ones indented. */
function wrap(text: string, width = 100, indent = '  '): string {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (next.length > width && current) {
      lines.push(current);
      current = `${indent}${word}`;
    } else current = next;
  }
  return [...lines, current].join('\n');
}

function line(name: string, schema: z.ZodType): string {
  const doc = schema.meta() as unknown as SettingDoc;
  const fallback = doc.shownDefault ?? (doc.fallback ? `\`${doc.fallback}\`` : 'none');
  const range = doc.range ? `; ${doc.range}` : '';
  return wrap(`- \`${name}\` (${doc.readBy}; default ${fallback}${range}): ${doc.about}.`);
}

export function settingsDoc(): string {
  const sections = Object.entries(SETTING_GROUPS).map(
    ([title, group]) =>
      `## ${title}\n\n${Object.entries(group as Record<string, z.ZodType>)
        .map(([name, schema]) => line(name, schema))
        .join('\n')}\n`,
  );
  return [INTRO, ...sections].join('\n');
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/config/settings.ts';
import { SETTINGS_DOC_FILE, settingsDoc } from '../../src/config/settings-doc.ts';

describe('docs/settings.md', () => {
  it('is what the schema says (npm run docs:settings writes it)', () => {
    expect(readFileSync(SETTINGS_DOC_FILE, 'utf8')).toBe(settingsDoc());
  });

  it('names every setting, with its default and limits', () => {
    const doc = settingsDoc();
    for (const name of Object.keys(DEFAULT_SETTINGS)) expect(doc).toContain(`- \`${name}\` (`);
    expect(doc).toContain('- `HOLD_MINUTES` (server; default `60`; 1–1440): how long a pending registration holds its seats.');
    expect(doc.split('\n').filter((line) => line.length > 100 && line.includes(' ', 2))).toEqual([]);
  });
});

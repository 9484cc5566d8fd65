/**
 * How participants join a webinar is for them alone, and a discount code for whom it was given:
 * no file of the built site (pages, their payloads, calendar files, the search index, downloads)
 * holds a date's join link or dial-in details, which the content carries for the server to mail,
 * nor a code of the CMS's discounts, which only the server judges.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import { DIST_DIR } from '../support/built-site.ts';

const content = await loadContentCache('content-cache');
const secrets = content.seminarDates.flatMap(({ access }) => access.flatMap(({ url, dialIn }) => [url, ...(dialIn ? [dialIn] : [])]));
const codes = content.discounts.flatMap(({ code }) => (code ? [code] : []));

/** Every file of the built site, its compressed twins left out (they hold what the files hold). */
const files = (readdirSync(DIST_DIR, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
  .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));

/** Where a file of the built site holds one of `secrets`. */
const filesHolding = (secrets: readonly string[]) =>
  files.flatMap((file) => {
    const text = readFileSync(file, 'latin1');
    return secrets
      .filter((secret) => text.includes(Buffer.from(secret).toString('latin1')))
      .map((secret) => `${relative(DIST_DIR, file)}: ${secret}`);
  });

describe("a webinar's access details", () => {
  it('are in the content, for the server, so that the check below has something to look for', () => {
    expect(secrets.length).toBeGreaterThan(10);
    expect(files.length).toBeGreaterThan(500);
  });

  it('are in no file of the built site', () => {
    expect(filesHolding(secrets)).toEqual([]);
  });
});

describe('a discount code', () => {
  it('is in no file of the built site, while the content has one', () => {
    expect(codes.length).toBeGreaterThan(0);
    expect(filesHolding(codes)).toEqual([]);
  });
});

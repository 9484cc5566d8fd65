/**
 * npm run privacy:export -- ADDRESS [--out DIR] [--data-dir DIR]
 *
 * Everything the registrations' database holds about one email address (by mailbox: case,
 * a `+tag` and Gmail's dots make no difference): the registrations they are in and as what,
 * their waiting-list entries, the mails, written as `{address}.json` and as a summary in the
 * person's language, `{address}.txt`, into DIR (default the current folder), to send to the
 * person (src/server/privacy/use-cases/person-export.ts). The CMS holds copies of the confirmed
 * entries, named in the summary. Prints where the files went, and counts only.
 */
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadContentCache } from '../src/content/cache.ts';
import { personExport } from '../src/server/privacy/use-cases/person-export.ts';
import { commandStores } from './registrations-store.ts';
import { commandSettings } from './settings.ts';

const settings = commandSettings();
const { values, positionals } = parseArgs({
  options: { out: { type: 'string', default: '.' }, 'data-dir': { type: 'string' } },
  allowPositionals: true,
});
const [address] = positionals;
if (!address || positionals.length > 1 || !address.includes('@')) {
  console.error('usage: npm run privacy:export -- ADDRESS [--out DIR] [--data-dir DIR]');
  process.exit(1);
}

const content = await loadContentCache(settings.CONTENT_DIR);
const stores = await commandStores(settings, values['data-dir']);
try {
  const record = await stores.people.find(address);
  const { json, summary, locale } = personExport(record, content, new Date());
  const base = join(resolve(values.out), address.toLowerCase().replace(/[^a-z0-9@._+-]/g, '_'));
  await writeFile(`${base}.json`, json);
  await writeFile(`${base}.txt`, summary);
  console.log(
    `written ${base}.json and ${base}.txt (${locale}): ${record.registrations.length} registrations, ${record.waitlist.length} waiting-list entries, ${record.mails.length} mails`,
  );
} finally {
  await stores.close();
}

/**
 * npm run registrations:export -- [--out FILE] [--data-dir DIR] [--lang de|en] [--delimiter ';']
 *
 * Writes every stored registration as CSV (see src/server/registrations/csv.ts) to FILE or
 * to stdout. The data folder defaults to DATA_DIR or ./data; seminar titles come from
 * CONTENT_DIR or ./content-cache. A semicolon as delimiter suits a German Excel.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadContentCache } from '../src/content/cache.ts';
import type { Content } from '../src/content/types.ts';
import { isLocale } from '../src/i18n/locales.ts';
import { registrationsCsv } from '../src/server/registrations/csv.ts';
import { DATABASE_FILE, openRegistrationStore } from '../src/server/registrations/store.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    'data-dir': { type: 'string' },
    lang: { type: 'string', default: 'en' },
    delimiter: { type: 'string', default: ',' },
  },
});

const dataDir = resolve(values['data-dir'] ?? process.env.DATA_DIR ?? 'data');
const locale = values.lang;
if (!isLocale(locale)) {
  console.error(`--lang must be de or en, got ${JSON.stringify(locale)}`);
  process.exit(1);
}
if (values.delimiter.length !== 1 || /["\r\n]/.test(values.delimiter)) {
  console.error(`--delimiter must be one character other than a quote or line break, got ${JSON.stringify(values.delimiter)}`);
  process.exit(1);
}
if (!existsSync(join(dataDir, DATABASE_FILE))) {
  console.error(`No registrations in ${dataDir} (no ${DATABASE_FILE}); set --data-dir or DATA_DIR.`);
  process.exit(1);
}

let content: Content | undefined;
try {
  content = await loadContentCache(resolve(process.env.CONTENT_DIR ?? 'content-cache'));
} catch (error) {
  console.error(`warning: seminar titles left empty: ${(error as Error).message}`);
}

const store = openRegistrationStore({ dataDir, outbox: false });
const registrations = store.all();
const cancellations = store.cancellations();
store.close();
const csv = registrationsCsv(registrations, { locale, content, cancellations, delimiter: values.delimiter });

if (values.out) {
  await writeFile(values.out, csv);
  console.error(`${registrations.length} registrations written to ${values.out}`);
} else {
  process.stdout.write(csv);
}

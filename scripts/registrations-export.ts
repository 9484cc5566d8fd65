/**
 * npm run registrations:export -- [--waitlist | --changes] [--out FILE] [--data-dir DIR] [--lang de|en] [--delimiter ';']
 *
 * Writes every stored registration as CSV (see src/server/registrations/rules/entry-tables.ts) to FILE or
 * to stdout, each place with when it was cancelled and its fee; with --waitlist, the
 * waiting lists of fully booked dates instead, with whether each person has registered for
 * the date since; with --changes, every change after confirming (cancellations with fee
 * and time, moves, substitutes) and every seat offered to a waiting list with how it
 * ended (src/server/registrations/store/changes-csv.ts). Both say which of an entry's
 * mails the mail server refused for good, and why. The data folder defaults to DATA_DIR or ./data; seminar titles come from
 * CONTENT_DIR or ./content-cache. A semicolon as delimiter suits a German Excel.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadContentCache } from '../src/content/cache.ts';
import type { Content } from '../src/content/types.ts';
import { isLocale } from '../src/i18n/locales.ts';
import { undeliveredMails } from '../src/server/outbox/undelivered-mails.ts';
import { registrationsCsv, waitlistCsv } from '../src/server/registrations/rules/entry-tables.ts';
import { changesCsv } from '../src/server/registrations/store/changes-csv.ts';
import { commandStores } from './registrations-store.ts';
import { commandSettings } from './settings.ts';

const settings = commandSettings();
const { values } = parseArgs({
  options: {
    waitlist: { type: 'boolean', default: false },
    changes: { type: 'boolean', default: false },
    out: { type: 'string' },
    'data-dir': { type: 'string' },
    lang: { type: 'string', default: 'en' },
    delimiter: { type: 'string', default: ',' },
  },
});

if (values.waitlist && values.changes) {
  console.error('--waitlist and --changes are two different exports: choose one');
  process.exit(1);
}
const locale = values.lang;
if (!isLocale(locale)) {
  console.error(`--lang must be de or en, got ${JSON.stringify(locale)}`);
  process.exit(1);
}
if (values.delimiter.length !== 1 || /["\r\n]/.test(values.delimiter)) {
  console.error(`--delimiter must be one character other than a quote or line break, got ${JSON.stringify(values.delimiter)}`);
  process.exit(1);
}

let content: Content | undefined;
try {
  content = await loadContentCache(settings.CONTENT_DIR);
} catch (error) {
  console.error(`warning: seminar titles left empty: ${(error as Error).message}`);
}

const stores = await commandStores(settings, values['data-dir']);
const registrations = await stores.registrations.all();
const places = await stores.registrations.places();
const changes = await stores.changes.all();
const offers = await stores.offers.all(Date.now());
const waitlist = await stores.waitlist.all();
const undelivered = undeliveredMails(await stores.mail.records());
await stores.close();

// Every place not cancelled holds a seat.
const holdingSeats = new Set(
  registrations.flatMap(({ id, dateId }) =>
    (places.get(id) ?? []).filter((place) => place.cancelledAt === null).map(({ email }) => `${dateId} ${email.toLowerCase()}`),
  ),
);
const options = { locale, content, undelivered, delimiter: values.delimiter };
const csv = values.changes
  ? changesCsv(changes, offers, options)
  : values.waitlist
    ? waitlistCsv(waitlist, { ...options, registered: (dateId, email) => holdingSeats.has(`${dateId} ${email.toLowerCase()}`) })
    : registrationsCsv(registrations, { ...options, places });

if (values.out) {
  await writeFile(values.out, csv);
  console.error(
    values.changes
      ? `${changes.length} changes and ${offers.length} offers written to ${values.out}`
      : values.waitlist
        ? `${waitlist.length} waiting-list entries written to ${values.out}`
        : `${registrations.length} registrations written to ${values.out}`,
  );
} else {
  process.stdout.write(csv);
}
if (!values.waitlist && !values.changes && waitlist.length > 0)
  console.error(`${waitlist.length} waiting-list entries are kept apart: npm run registrations:export -- --waitlist`);

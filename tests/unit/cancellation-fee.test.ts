/**
 * A cancellation's fee by the terms: per cent of the total price at the price each
 * participant booked (the early-booking total while it applied), recorded with the
 * cancellation and listed in the export.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import { berlinDate } from '../../src/content/calendar.ts';
import { registrationSchema } from '../../src/registration-contract/schema.ts';
import type { Stores } from '../../src/server/open-stores.ts';
import { bookedPrice } from '../../src/server/registrations/rules/booked-price.ts';
import { feeOfCancelling } from '../../src/server/registrations/rules/cancellation-fee.ts';
import { registrationsCsv } from '../../src/server/registrations/rules/entry-tables.ts';
import type { StoredRegistration } from '../../src/server/registrations/store/registrations-table.ts';
import { bookedAs, colleague, validInput } from '../support/registration.ts';
import { openTestStores } from '../support/test-store.ts';

const content = await loadContentCache('content-cache');
/** Starts 2027-02-16; total 2,440 EUR, 2,180 EUR (early booking 1,890 plus the exam) until 2026-12-31. */
const DATE_ID = 1003;

function group(id: string, createdAt: string): StoredRegistration {
  const input = validInput({ email: `${id}@example.com`, dateId: DATE_ID });
  const date = content.seminarDates.find((item) => item.id === DATE_ID)!;
  return {
    id,
    ...bookedAs(bookedPrice(date, berlinDate(new Date(createdAt)))),
    dateId: DATE_ID,
    email: `${id}@example.com`,
    locale: 'en',
    payload: registrationSchema.parse({ ...input, participants: [input.participants[0]!, colleague(2, `${id}.2@example.com`)] }),
    createdAt,
    idempotencyKey: null,
    fingerprint: `fp-${id}`,
    status: 'confirmed',
    heldUntil: null,
    confirmedAt: createdAt,
  };
}

const opened: Stores[] = [];
afterEach(async () => {
  for (const stores of opened.splice(0)) await stores.close();
});

describe('the fee of cancelling a registration', () => {
  const early = group('early', '2026-11-22T10:00:00.000Z');
  const late = group('late', '2027-01-05T10:00:00.000Z');

  it('follows the terms for both participants, at the price they booked', () => {
    const date = content.seminarDates.find((item) => item.id === DATE_ID)!;
    expect(date).toMatchObject({ start: '2027-02-16', totalPrice: 2440, promoPrice: 1890, promoUntil: '2026-12-31' });
    const earlyTotal = 2 * (1890 + (2440 - 2150));
    expect(feeOfCancelling(early, content, '2027-01-17')).toEqual({ percent: 0, amount: 0 });
    expect(feeOfCancelling(early, content, '2027-01-18')).toEqual({ percent: 50, amount: earlyTotal / 2 });
    expect(feeOfCancelling(early, content, '2027-02-02')).toEqual({ percent: 100, amount: earlyTotal });
    expect(feeOfCancelling(late, content, '2027-02-01')).toEqual({ percent: 50, amount: 2440 });
  });

  it('is recorded with the cancellation and listed in the export', async () => {
    const stores = await openTestStores({ dataDir: await mkdtemp(join(tmpdir(), 'fees-')), outbox: false });
    opened.push(stores);
    await stores.registrations.insert(early, null);
    await stores.registrations.insert(late, null);
    expect(await stores.registrations.cancel('early', '2027-01-18T08:00:00.000Z', feeOfCancelling(early, content, '2027-01-18', 1))).toBe(
      'cancelled',
    );
    expect(await stores.registrations.cancel('late', '2027-01-19T08:00:00.000Z')).toBe('cancelled');
    expect((await stores.registrations.places()).get('early')?.map((place) => place.fee)).toEqual([
      { percent: 50, amount: 1090 },
      { percent: 50, amount: 1090 },
    ]);
    expect((await stores.registrations.places()).get('late')?.map((place) => [place.cancelledAt, place.fee])).toEqual([
      ['2027-01-19T08:00:00.000Z', null],
      ['2027-01-19T08:00:00.000Z', null],
    ]);
    const [header, ...rows] = registrationsCsv(await stores.registrations.all(), {
      locale: 'en',
      places: await stores.registrations.places(),
    })
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    const percent = header!.indexOf('Cancellation fee (%)');
    const amount = header!.indexOf('Cancellation fee (EUR net)');
    expect(rows.map((row) => [row[0], row[percent], row[amount]])).toEqual([
      ['early', '50', '1090.00'],
      ['early', '50', '1090.00'],
      ['late', '', ''],
      ['late', '', ''],
    ]);
  });
});

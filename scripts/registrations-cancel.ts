/**
 * npm run registrations:cancel -- ID [ID …] [--data-dir DIR]
 *
 * Records that a registration is cancelled (by the participant or the academy): it stays
 * stored, with the time of cancelling and the fee the terms set for that day for each place
 * not cancelled before (per cent and net EUR, src/server/registrations/cancellation-fee.ts;
 * printed, and in the export); it no longer takes a seat. A running server on the same data folder notices within seconds and draws the date's
 * pages again (a freed seat, a date no longer fully booked) and offers the freed seats to
 * the date's waiting list. Exits non-zero when an id is unknown.
 */
import { parseArgs } from 'node:util';
import { loadContentCache } from '../src/content/cache.ts';
import { berlinDate } from '../src/content/calendar.ts';
import type { Content } from '../src/content/types.ts';
import { feeOfCancelling } from '../src/server/registrations/cancellation-fee.ts';
import { commandStore } from './registrations-store.ts';
import { commandSettings } from './settings.ts';

const settings = commandSettings();
const { values, positionals } = parseArgs({ options: { 'data-dir': { type: 'string' } }, allowPositionals: true });
if (positionals.length === 0) {
  console.error('usage: npm run registrations:cancel -- ID [ID …] [--data-dir DIR]');
  process.exit(1);
}

let content: Content | null = null;
try {
  content = await loadContentCache(settings.CONTENT_DIR);
} catch (error) {
  console.error(`warning: no fee recorded, the content could not be read: ${(error as Error).message}`);
}

const store = await commandStore(settings, values['data-dir']);
let unknown = 0;
try {
  const now = new Date();
  const at = now.toISOString();
  for (const id of positionals) {
    const registration = await store.get(id);
    const booking = await store.changes.booking(id);
    // Each place left is charged at the price it was booked at (on the date first booked).
    const feePerPlace =
      registration && content ? feeOfCancelling(registration, content, berlinDate(now), 1, booking?.transferredFrom ?? undefined) : null;
    const places = booking?.places.filter((place) => place.cancelledAt === null).length ?? 0;
    const fee = feePerPlace && { percent: feePerPlace.percent, amount: Math.round(feePerPlace.amount * places * 100) / 100 };
    const outcome = await store.cancel(id, at, feePerPlace);
    if (outcome === 'unknown') unknown++;
    const about = registration ? ` (date ${registration.dateId}, ${registration.email})` : '';
    const cost = fee ? `, fee ${fee.percent} % = ${fee.amount.toFixed(2)} EUR net` : '';
    console.log(
      `${id}: ${outcome === 'cancelled' ? `cancelled at ${at}${cost}` : outcome === 'already-cancelled' ? 'was already cancelled' : 'no such registration'}${about}`,
    );
  }
} finally {
  await store.close();
}
process.exit(unknown > 0 ? 1 : 0);

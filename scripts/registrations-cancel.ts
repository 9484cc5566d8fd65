/**
 * npm run registrations:cancel -- ID [ID …] [--data-dir DIR]
 *
 * Cancels a registration for the academy, as staff do in the CMS: a confirmed one by the
 * manage page's rules (src/server/registrations/use-cases/staff-actions.ts, by 'operator'): every place
 * left cancelled with the fee the terms set for today, at the price each was booked at; the
 * people cancelled, the one who registered and the academy get the cancellation mails (queued
 * in the mail outbox; a running server sends them, or they are written as files without SMTP).
 * A pending one (never confirmed) is only marked cancelled, so its link confirms nothing; it
 * sends no mail. Either stays stored, with the time and the fee, in the export, and takes no
 * seat; a running server on the same data folder notices within seconds, draws the date's
 * pages again and offers the freed seats to the date's waiting list. Exits non-zero when an id
 * is unknown.
 */
import { parseArgs } from 'node:util';
import { loadContentCache } from '../src/content/cache.ts';
import { berlinDate } from '../src/content/calendar.ts';
import type { Content } from '../src/content/types.ts';
import { configuredMailComposer } from '../src/server/mail-setup.ts';
import type { Stores } from '../src/server/open-stores.ts';
import { linkDeps } from '../src/server/registrations/http/api-options.ts';
import { feeOfCancelling } from '../src/server/registrations/rules/cancellation-fee.ts';
import type { ManageDeps } from '../src/server/registrations/use-cases/manage-answers.ts';
import { applyRegistrationEdit } from '../src/server/registrations/use-cases/staff-actions.ts';
import { serverConfig } from '../src/server/server-config.ts';
import { commandStores } from './registrations-store.ts';
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
  console.error(`warning: the content could not be read (${(error as Error).message}): cancelled without a fee and without mails`);
}

/** What cancelling as staff do works with: the manage page's rules, with the mails a server would compose. */
function staffDeps(stores: Stores, known: Content, now: Date): ManageDeps {
  const config = serverConfig(settings);
  const options = { stores, getContent: () => known, today: () => berlinDate(now), mails: configuredMailComposer(config, () => known) };
  return linkDeps(options, () => now, config.siteUrl, config.confirmation).manageDeps();
}

/** A confirmed registration cancelled as staff cancel it in the CMS: fee, mails, the change recorded. */
async function cancelConfirmed(stores: Stores, deps: ManageDeps, id: string): Promise<string> {
  const outcome = await stores.committed(() => applyRegistrationEdit(deps, id, { status: 'cancelled' }, false));
  return outcome.kind === 'unchanged' ? 'was already cancelled' : outcome.note;
}

/** A registration cancelled without its rules' mails: one never confirmed, or any when the content cannot be read. */
async function markCancelled(stores: Stores, id: string, now: Date): Promise<string | null> {
  const registration = await stores.registrations.get(id);
  const booking = await stores.changes.booking(id);
  // Each place left is charged at the price it was booked at.
  const feePerPlace = registration && content ? feeOfCancelling(registration, content, berlinDate(now), 1) : null;
  const places = booking?.places.filter((place) => place.cancelledAt === null).length ?? 0;
  const fee = feePerPlace && { percent: feePerPlace.percent, amount: Math.round(feePerPlace.amount * places * 100) / 100 };
  const at = now.toISOString();
  const outcome = await stores.registrations.cancel(id, at, feePerPlace);
  if (outcome === 'unknown') return null;
  const cost = fee ? `, fee ${fee.percent} % = ${fee.amount.toFixed(2)} EUR net` : '';
  return outcome === 'cancelled' ? `cancelled at ${at}${cost}` : 'was already cancelled';
}

const stores = await commandStores(settings, values['data-dir']);
let unknown = 0;
try {
  const now = new Date();
  const deps = content && staffDeps(stores, content, now);
  for (const id of positionals) {
    const registration = await stores.registrations.get(id);
    const said =
      registration?.status === 'confirmed' && deps ? await cancelConfirmed(stores, deps, id) : await markCancelled(stores, id, now);
    if (said === null) unknown++;
    const about = registration ? ` (date ${registration.dateId})` : '';
    console.log(`${id}: ${said ?? 'no such registration'}${about}`);
  }
} finally {
  await stores.close();
}
process.exit(unknown > 0 ? 1 : 0);

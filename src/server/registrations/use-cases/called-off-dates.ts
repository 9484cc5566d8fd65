/**
 * Dates the academy called off (the content's `cancelled`) that have not begun: every place
 * still taken on one is cancelled free of charge, and every fee of a place cancelled on it
 * before is waived, by 'operator', one registration at a time
 * (one transaction each, with its mails: each person whose place ends, and the academy's
 * copy), and everyone confirmed on its waiting list is told once. A date whose people were
 * all told changes nothing, so this runs whenever the site changes and at start.
 */
import type { Content } from '../../../content/types.ts';
import type { MailComposer } from '../../mail/composer.ts';
import { dateCancelledMails } from '../../mail/date-cancelled-mail.ts';
import type { RegistrationStores } from '../store/registration-stores.ts';
import type { SeatChange } from './offer-seats.ts';

export interface CalledOffDeps {
  readonly stores: Pick<RegistrationStores, 'calledOff' | 'changes' | 'mail'>;
  readonly getContent: () => Content;
  readonly today: () => string;
  readonly now: () => Date;
  readonly mails?: MailComposer;
}

export interface CalledOffResult {
  readonly registrations: readonly string[];
  readonly waiting: readonly string[];
  /** The seats freed, by date. */
  readonly seats: readonly SeatChange[];
}

export async function cancelCalledOffDates({ stores, getContent, today, now, mails }: CalledOffDeps): Promise<CalledOffResult> {
  const content = getContent();
  const dates = content.seminarDates.filter((date) => date.cancelled && date.start > today());
  const result = { registrations: [] as string[], waiting: [] as string[], seats: [] as SeatChange[] };
  for (const date of dates) {
    let freed = 0;
    for (const id of await stores.calledOff.registrationsToTell(date.id)) {
      const places = (await stores.changes.booking(id))?.places ?? [];
      // The places on this date: a registration moved away from it may keep a cancelled place's fee here.
      const open = places.filter((place) => place.cancelledAt === null && place.dateId === date.id).map((place) => place.position);
      const cancelled = await stores.changes.cancel({
        id,
        positions: open,
        at: now().getTime(),
        by: 'operator',
        feePerPlace: { percent: 0, amount: 0 },
        waive: date.id,
        mails: async (registration, change) =>
          mails
            ? dateCancelledMails(
                registration,
                open,
                mails.changeParts('operator', (await stores.changes.booking(id))?.places ?? [], change),
                date.id,
              )
            : [],
      });
      if (!cancelled.ok) continue;
      freed += open.length;
      result.registrations.push(id);
    }
    for (const entry of await stores.calledOff.waitingUntold(date.id)) {
      await stores.mail.enqueue(mails ? [mails.waitlistDateCancelled(entry)] : [], now().getTime());
      result.waiting.push(entry.id);
    }
    if (freed > 0) result.seats.push({ dateId: date.id, change: -freed });
  }
  return result;
}

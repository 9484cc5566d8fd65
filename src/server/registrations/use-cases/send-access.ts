/**
 * The access mails of webinar and hybrid days (../store/access-mails.ts): from the set hour
 * (ACCESS_MAIL_HOUR, German time) of the day before each day until it has ended, every
 * participant who joins online gets that day's access link and dial-in details, once; a
 * participant confirmed later gets theirs at the next pass. From ACCESS_CHECK_HOUR of the day
 * before, a day still without access details mails the academy's inbox, once. A pass runs at
 * start, at the top of every hour, and whenever the content or the registrations change.
 */
import { accessDaysDue, accessOn } from '../../../content/date-access.ts';
import type { Content } from '../../../content/types.ts';
import type { AccessHours } from '../../gate/confirmation-settings.ts';
import type { MailComposer } from '../../mail/composer.ts';
import type { Timers } from '../../rebuild/hold-ends.ts';
import type { RegistrationStores } from '../store/registration-stores.ts';

export interface AccessDeps {
  readonly stores: Pick<RegistrationStores, 'accessMails'>;
  readonly getContent: () => Content;
  readonly now: () => Date;
  readonly hours: AccessHours;
  readonly mails?: Pick<MailComposer, 'access' | 'accessAlert'>;
}

/** Queues the access mails and alerts due that were not sent yet: how many of each. */
export async function sendAccessMails({ stores, getContent, now, hours, mails }: AccessDeps): Promise<{ sent: number; alerts: number }> {
  if (!mails) return { sent: 0, alerts: 0 };
  const content = getContent();
  const at = now();
  const online = new Set(content.seminars.filter(({ format }) => format !== 'in-person').map(({ id }) => id));
  const dates = new Map(content.seminarDates.map((date) => [date.id, date]));
  const ready = ({ dateId, day }: { dateId: number; day: string }) => {
    const date = dates.get(dateId);
    return date !== undefined && accessOn(date, day) !== null;
  };
  const days = accessDaysDue(content.seminarDates, online, at.getTime(), hours.mailHour).filter(ready);
  const sent =
    days.length === 0
      ? 0
      : await stores.accessMails.send({
          now: at.getTime(),
          days,
          mail: (registration, position, day) => mails.access(registration, position, day, at),
        });
  let alerts = 0;
  for (const { dateId, day } of accessDaysDue(content.seminarDates, online, at.getTime(), hours.checkHour).filter((due) => !ready(due)))
    if (await stores.accessMails.alert(dateId, day, at.getTime(), mails.accessAlert(dateId, day, hours.mailHour))) alerts++;
  return { sent, alerts };
}

const HOUR_MS = 3_600_000;

/** Runs `pass` at the top of every hour (a second after it) until stopped. */
export function scheduleAccessPasses({ now, timers, pass }: { now: () => Date; timers: Timers; pass: () => Promise<void> }): () => void {
  let timer: unknown = null;
  let stopped = false;
  const next = () => {
    const at = now().getTime();
    timer = timers.setTimer(run, HOUR_MS - (at % HOUR_MS) + 1000);
  };
  const run = async () => {
    await pass();
    if (!stopped) next();
  };
  next();
  return () => {
    stopped = true;
    if (timer !== null) timers.clearTimer(timer);
  };
}

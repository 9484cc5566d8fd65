/**
 * The requests for feedback after courses (../store/feedback.ts): on the first pass after a
 * course's last day (at start and after every midnight in Germany), each participant still
 * registered gets one, with a new link to their place, until the course stops taking answers.
 */
import type { Content } from '../../../content/types.ts';
import { manageLink } from '../../../registration-contract/contract.ts';
import { newToken } from '../../gate/tokens.ts';
import type { MailComposer } from '../../mail/composer.ts';
import { feedbackDueDates, feedbackUntil } from '../rules/feedback-rules.ts';
import { linksUntil } from '../rules/manage-tokens.ts';
import type { RegistrationStores } from '../store/registration-stores.ts';

export interface FeedbackDeps {
  readonly stores: Pick<RegistrationStores, 'feedback'>;
  readonly getContent: () => Content;
  readonly today: () => string;
  readonly now: () => Date;
  readonly feedbackDays: number;
  readonly siteUrl: string;
  readonly mails?: MailComposer;
}

/** Queues every request for feedback due today that was not sent yet: how many. */
export async function sendFeedbackRequests({
  stores,
  getContent,
  today,
  now,
  feedbackDays,
  siteUrl,
  mails,
}: FeedbackDeps): Promise<number> {
  const content = getContent();
  const dateIds = feedbackDueDates(content, today(), feedbackDays);
  if (dateIds.length === 0) return 0;
  const dates = new Map(content.seminarDates.map((date) => [date.id, date]));
  return stores.feedback.sendRequests({
    now: now().getTime(),
    dateIds,
    placeLink: (registration) => {
      const { token, hash } = newToken();
      const date = dates.get(registration.dateId);
      return { href: manageLink(siteUrl, token), hash, until: date ? linksUntil(date) : 0 };
    },
    mail: (registration, position, link) => {
      const date = dates.get(registration.dateId);
      return date && mails ? mails.feedback(registration, position, link, feedbackUntil(date, feedbackDays)) : null;
    },
  });
}

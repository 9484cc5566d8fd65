/**
 * The requests for feedback after courses (../store/feedback.ts): on the first pass after a
 * course's last day (at start and after every midnight in Germany), each participant still
 * registered gets one, with a new link to their place that lasts as long as answers are taken.
 */
import type { Content } from '../../../content/types.ts';
import type { MailComposer } from '../../mail/composer.ts';
import { feedbackDueDates, feedbackLinkUntil, feedbackUntil } from '../rules/feedback-rules.ts';
import { newPlaceLink } from '../rules/manage-tokens.ts';
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
  const day = today();
  const dateIds = feedbackDueDates(content, day, feedbackDays);
  if (dateIds.length === 0) return 0;
  const dates = new Map(content.seminarDates.map((date) => [date.id, date]));
  return stores.feedback.sendRequests({
    now: now().getTime(),
    dateIds,
    placeLink: (registration) => {
      const date = dates.get(registration.dateId);
      return newPlaceLink(siteUrl, date ? feedbackLinkUntil(date, feedbackDays) : 0);
    },
    mail: (registration, position, link) => {
      const date = dates.get(registration.dateId);
      return date && mails ? mails.feedback(registration, position, link, feedbackUntil(date, feedbackDays), day) : null;
    },
  });
}

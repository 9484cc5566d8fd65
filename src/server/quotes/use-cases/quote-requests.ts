/**
 * Asking for a quote, apart from HTTP: the form's values judged as a registration's would be (the
 * schema, the date bookable today, a private person where they may book, the code typed), priced
 * as booked today, and kept with a link to whoever books, which proves the address when its quote
 * is issued (quote-links.ts). Capped as an enquiry is: the client's quotes not issued yet, and the
 * mails its posts caused to the address (CONFIRM_MAILS_PER_ADDRESS).
 */
import type { QuoteRequested } from '../../../registration-contract/quote.ts';
import { newToken } from '../../gate/tokens.ts';
import { bookingPerson } from '../../registrations/rules/people.ts';
import type { Submission } from '../../registrations/rules/submission.ts';
import type { RegisterResult } from '../../registrations/use-cases/entry-result.ts';
import { judgedSubmission } from '../../registrations/use-cases/judged-booking.ts';
import { quoteLinkMail } from '../rules/quote-mails.ts';
import type { QuoteDeps } from './quote-deps.ts';

export type QuoteRequestAnswer = QuoteRequested | Extract<RegisterResult, { kind: 'invalid' | 'refused' }>;

export async function requestQuote(submission: Submission, deps: QuoteDeps): Promise<QuoteRequestAnswer> {
  const judged = await judgedSubmission(submission, deps);
  if ('kind' in judged) return judged;
  const { registration, price, now } = judged;
  const email = bookingPerson(registration).email;
  const { linkMs } = deps.confirmation;
  const hours = Math.round(linkMs / 3_600_000);
  const token = newToken();
  const id = deps.newId();
  const { locale } = submission;
  const link = { quoteId: id, dateId: registration.dateId, locale, address: email, hours, at: now, href: deps.quoteLink(token.token) };
  const quote = { id, hash: token.hash, registration, email, locale, price, client: deps.client, createdAt: now, linkUntil: now + linkMs };
  const outcome = await deps.quotes.ask(quote, quoteLinkMail(deps.mailSettings, deps.getContent(), link), deps.confirmation, now);
  if (outcome.kind === 'capped') return { kind: 'refused', code: 'capped', retryAfterSeconds: outcome.retryAfterSeconds };
  return { kind: 'sent', email, hours };
}

/**
 * Asking for a quote, apart from HTTP: the form's values judged as a registration's would be (the
 * schema, the date bookable today, a private person where they may book, the code typed), priced
 * as booked today, and kept with a link to whoever books, which proves the address when it is
 * opened (quote-links.ts). One link a minute to an address, however often it is asked for; the
 * mail caps of addresses nobody has proven apply to it as to every such mail.
 */

import type { QuoteRequested } from '../../../registration-contract/quote.ts';
import { newToken } from '../../gate/tokens.ts';
import { bookingPerson } from '../../registrations/rules/people.ts';
import type { Submission } from '../../registrations/rules/submission.ts';
import type { RegisterResult } from '../../registrations/use-cases/entry-result.ts';
import { judgedSubmission } from '../../registrations/use-cases/judged-booking.ts';
import { quoteLinkMail } from '../rules/quote-mails.ts';
import type { QuoteDeps } from './quote-deps.ts';

/** The least time between two quote links to one address. */
export const QUOTE_LINK_GAP_MS = 60_000;

export type QuoteRequestAnswer = QuoteRequested | Extract<RegisterResult, { kind: 'invalid' | 'refused' }>;

export async function requestQuote(submission: Submission, deps: QuoteDeps): Promise<QuoteRequestAnswer> {
  const judged = await judgedSubmission(submission, deps);
  if ('kind' in judged) return judged;
  const { registration, price, now } = judged;
  const email = bookingPerson(registration).email;
  const hours = Math.round(deps.linkMs / 3_600_000);
  const last = await deps.quotes.lastAsked(email);
  if (last !== null && now - last < QUOTE_LINK_GAP_MS) return { kind: 'sent', email, hours };
  const token = newToken();
  const id = deps.newId();
  await deps.quotes.insert({
    id,
    hash: token.hash,
    registration,
    email,
    locale: submission.locale,
    price,
    createdAt: now,
    linkUntil: now + deps.linkMs,
  });
  if (deps.mailSettings) {
    const link = { quoteId: id, dateId: registration.dateId, locale: submission.locale, address: email, hours, at: now };
    await deps.stores.mail.enqueue(
      [quoteLinkMail(deps.mailSettings, deps.getContent(), { ...link, href: deps.quoteLink(token.token) })],
      now,
    );
  }
  return { kind: 'sent', email, hours };
}

/**
 * GET and POST of CLAIM_PATH (src/registration-contract/contract.ts), in the registrations API: the
 * page behind a waiting-list offer's link, in the entry's language (the date's page with
 * the registration form filled in with what the entry gave, and until when the seat is
 * held), and its "release the seat" post, which ends the offer so the next person in line
 * gets it. A link of no open offer gets a page of its own that names no one. Like the
 * other links' pages: `no-store`, `noindex`, no referrer.
 */
import type { Context } from 'hono';
import { formatBerlinTime } from '../../../i18n/format.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { CLAIM_TEXTS } from '../../../registration-contract/claim-messages.ts';
import { TOKEN_FIELD } from '../../../registration-contract/contract.ts';
import { rejectionMessage } from '../../../registration-contract/messages.ts';
import type { FormOutcome, RenderFormResponse } from '../../../registration-contract/outcome.ts';
import { claimFormValues } from '../../../registration-contract/waitlist.ts';
import { buildPath } from '../../../routes/match.ts';
import { LINK_HEADERS } from '../../edge/headers-middleware.ts';
import { visitorLocale } from '../../edge/response-locale.ts';
import { hashToken } from '../../gate/tokens.ts';
import type { Logger } from '../../log/log.ts';
import type { Offer } from '../store/waitlist-offers.ts';
import { type OfferDeps, offerFreedSeatsOrLog, openOffer } from '../use-cases/offer-seats.ts';
import { answerPage } from './answer-page.ts';
import { postedFields } from './manage-routes.ts';

export interface ClaimRoutes {
  readonly deps: () => OfferDeps;
  readonly renderFormResponse?: RenderFormResponse;
  readonly logger: Logger;
  /** Called once an offer was released: the offers that followed it (mails to send, pages to redraw). */
  readonly onReleased: (dateId: number, offers: readonly Offer[]) => void;
}

export function claimRoutes({ deps, renderFormResponse, logger, onReleased }: ClaimRoutes) {
  const message = async (c: Context, locale: Locale, status: 200 | 404 | 410, title: string, text: string) => {
    const outcome: FormOutcome = { kind: 'message', status, title, message: text };
    const input = { locale, dateId: 0, form: 'registration' as const, outcome };
    return c.html(
      await answerPage(renderFormResponse, logger, input, { href: buildPath('seminars', locale, {}), toDate: false }),
      status,
      LINK_HEADERS,
    );
  };
  const problem = (c: Context, which: 'unknown' | 'ended') => {
    const locale = visitorLocale(c.req);
    const texts = CLAIM_TEXTS[locale];
    return which === 'unknown'
      ? message(c, locale, 404, texts.problemTitle, texts.unknown)
      : message(c, locale, 410, texts.problemTitle, rejectionMessage('offerEnded', locale));
  };

  return {
    async show(c: Context): Promise<Response> {
      const token = c.req.query(TOKEN_FIELD) ?? '';
      const found = await openOffer(deps().stores, token, deps().now().getTime());
      if ('problem' in found) return problem(c, found.problem);
      const { offer, entry } = found;
      const outcome: FormOutcome = {
        kind: 'claim',
        token,
        values: claimFormValues(entry.payload),
        until: formatBerlinTime(entry.locale, offer.expiresAt),
      };
      const input = { locale: entry.locale, dateId: offer.dateId, form: 'registration' as const, outcome };
      return c.html(
        await answerPage(renderFormResponse, logger, input, { href: buildPath('seminars', entry.locale, {}), toDate: false }),
        200,
        LINK_HEADERS,
      );
    },
    async release(c: Context): Promise<Response> {
      const token = (await postedFields(c))[TOKEN_FIELD] ?? '';
      const current = deps();
      const found = await openOffer(current.stores, token, current.now().getTime());
      if ('problem' in found) return problem(c, found.problem);
      if (!(await current.stores.offers.decline(hashToken(token), current.now().getTime()))) return problem(c, 'ended');
      logger.info('waiting-list offer released', { entry: found.entry.id, dateId: found.offer.dateId });
      onReleased(found.offer.dateId, await offerFreedSeatsOrLog(current, logger));
      const texts = CLAIM_TEXTS[found.entry.locale];
      return message(c, found.entry.locale, 200, texts.declinedTitle, texts.declined);
    },
  };
}

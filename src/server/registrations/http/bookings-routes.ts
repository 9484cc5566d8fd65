/**
 * "My bookings" over HTTP (src/server/registrations/use-cases/my-bookings.ts): the page's form
 * posts an address to BOOKINGS_PATH (the API's cross-site check and rate limit apply) and is
 * answered with the page saying a link is on its way; the link (GET BOOKINGS_PATH with its token)
 * shows the list; a registration of it opens (GET BOOKINGS_OPEN_PATH) on its manage page. Pages
 * drawn by the SSR bundle; JSON to a client that asks for it. Answered as every private link is
 * (LINK_HEADERS: never cached, indexed or referred on): the addresses hold tokens.
 */
import type { Context, Hono } from 'hono';
import { isLocale, type Locale } from '../../../i18n/locales.ts';
import { LOCALE_FIELD, TOKEN_FIELD } from '../../../registration-contract/contract.ts';
import {
  BOOKINGS_EMAIL_FIELD,
  BOOKINGS_OPEN_PATH,
  BOOKINGS_PATH,
  BOOKINGS_REFERENCE_FIELD,
  type MyBookingsAnswer,
} from '../../../registration-contract/my-bookings.ts';
import { MY_BOOKINGS_TEXTS } from '../../../registration-contract/my-bookings-texts.ts';
import { LINK_HEADERS } from '../../edge/headers-middleware.ts';
import { prefersHtml } from '../../edge/wants-json.ts';
import { type BookingsDeps, listBookings, openBooking, requestBookingsLink } from '../use-cases/my-bookings.ts';
import type { RegistrationApiOptions } from './api-options.ts';
import { postedFields } from './manage-routes.ts';

/** The language asked for: the form's or the link's, else German. */
const localeOf = (value: string | undefined): Locale => (isLocale(value) ? value : 'de');

/** The sub-paths of BOOKINGS_PATH and BOOKINGS_OPEN_PATH below the registrations API. */
const within = (path: string) => path.slice('/api/registrations'.length);

export function bookingsRoutes<Env extends { Variables: { retryAfterSeconds: number } }>(
  api: Hono<Env>,
  options: Pick<RegistrationApiOptions, 'renderMyBookings' | 'stores' | 'onChanged'>,
  deps: () => BookingsDeps,
): void {
  const answer = (c: Context, locale: Locale, result: MyBookingsAnswer, status: 200 | 404 | 422 | 429 = 200) => {
    if (!prefersHtml(c.req.header('accept')) || !options.renderMyBookings) return c.json(result, status, LINK_HEADERS);
    return c.html(options.renderMyBookings(locale, result), status, LINK_HEADERS);
  };
  api.post(within(BOOKINGS_PATH), async (c) => {
    const fields = await postedFields(c);
    const locale = localeOf(fields[LOCALE_FIELD]);
    if (c.var.retryAfterSeconds > 0) return answer(c, locale, { kind: 'problem', message: MY_BOOKINGS_TEXTS[locale].problem }, 429);
    const result = await options.stores.committed(() => requestBookingsLink(deps(), fields[BOOKINGS_EMAIL_FIELD] ?? '', locale));
    // A link queued goes out now: the mail worker wakes as after any change.
    if (result.kind === 'sent') options.onChanged?.([]);
    return answer(c, locale, result, result.kind === 'invalid' ? 422 : 200);
  });
  api.get(within(BOOKINGS_PATH), async (c) => {
    const locale = localeOf(c.req.query(LOCALE_FIELD));
    const result = await listBookings(deps(), c.req.query(TOKEN_FIELD) ?? '', locale);
    return answer(c, locale, result, result.kind === 'problem' ? 404 : 200);
  });
  api.get(within(BOOKINGS_OPEN_PATH), async (c) => {
    const locale = localeOf(c.req.query(LOCALE_FIELD));
    const path = await options.stores.committed(() =>
      openBooking(deps(), c.req.query(TOKEN_FIELD) ?? '', c.req.query(BOOKINGS_REFERENCE_FIELD) ?? '', ''),
    );
    if (path === null) return answer(c, locale, { kind: 'problem', message: MY_BOOKINGS_TEXTS[locale].problem }, 404);
    return c.redirect(path, 303);
  });
}

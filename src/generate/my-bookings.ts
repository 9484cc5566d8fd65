/**
 * The "my bookings" page drawn with its answer (src/pages/my-bookings.tsx): the server signs in
 * whoever booked through a mailed link (src/server/registrations/http/bookings-routes.ts) and this
 * draws the page with the link sent or the list behind it. Part of the SSR bundle
 * (src/server/ssr-bundle.ts). It loads no analytics call: its address holds a sign-in link's token.
 */
import type { Locale } from '../i18n/locales.ts';
import type { MyBookingsAnswer } from '../registration-contract/my-bookings.ts';
import { answerPage } from './answer-page.ts';
import type { FormResponderOptions } from './form-responder.ts';

/** Draws the "my bookings" page of `locale` with `answer`. */
export type RenderMyBookings = (locale: Locale, answer: MyBookingsAnswer) => string;

export function createMyBookings(options: FormResponderOptions): Promise<RenderMyBookings> {
  return answerPage(options, 'myBookings', (answer: MyBookingsAnswer) => ({ myBookings: answer }));
}

/**
 * "My bookings": the form that asks for a sign-in link (a plain form: it works without
 * JavaScript), and what the server answers on this page (src/server/registrations/http/
 * bookings-routes.ts): the link is on its way, the address was not one, the link no longer
 * works, or every registration booked from the address with its way to its manage page.
 */
import { PageHeader } from '../components/PageHeader.tsx';
import { usePage } from '../components/page-context.tsx';
import { Button } from '../components/ui/Button.tsx';
import { formatDateRange, formatPrice } from '../i18n/format.ts';
import { interpolate } from '../i18n/messages.ts';
import { LOCALE_FIELD } from '../registration-contract/contract.ts';
import {
  BOOKINGS_EMAIL_FIELD,
  BOOKINGS_PATH,
  type BookingSummary,
  bookingOpenPath,
  type MyBookingsAnswer,
} from '../registration-contract/my-bookings.ts';
import { MY_BOOKINGS_TEXTS, type MyBookingsTexts } from '../registration-contract/my-bookings-texts.ts';
import type { Screen } from './types.ts';

function Booking({ booking, token, texts }: { booking: BookingSummary; token: string; texts: MyBookingsTexts }) {
  const { locale } = usePage();
  return (
    <li className="card" data-slot="booking">
      <h3 className="text-lg font-semibold">{booking.seminar}</h3>
      <p className="mt-1">
        {formatDateRange(locale, booking.start, booking.end)}, {booking.location ?? texts.online} · {texts.state[booking.state]}
      </p>
      <dl className="review-list mt-3">
        <dt>{texts.reference}</dt>
        <dd>{booking.reference}</dd>
        <dt>{texts.people}</dt>
        <dd>{booking.people.join(', ') || '–'}</dd>
        {booking.due !== null && (
          <>
            <dt>{texts.due}</dt>
            <dd>
              {booking.dueWithVat === null
                ? `${formatPrice(locale, booking.due)} (${texts.dueNote})`
                : `${formatPrice(locale, booking.dueWithVat)} (${texts.dueWithVat})`}
            </dd>
          </>
        )}
      </dl>
      <p className="mt-3">
        <a href={bookingOpenPath(token, booking.reference)}>{interpolate(texts.open, { reference: booking.reference })}</a>
      </p>
    </li>
  );
}

function Answer({ answer, texts }: { answer: MyBookingsAnswer; texts: MyBookingsTexts }) {
  if (answer.kind === 'sent')
    return (
      <p role="status" className="notice mt-8 max-w-3xl">
        {interpolate(texts.sent, { email: answer.email, hours: answer.hours })}
      </p>
    );
  if (answer.kind === 'problem')
    return (
      <p role="alert" className="notice mt-8 max-w-3xl">
        {answer.message}
      </p>
    );
  if (answer.kind !== 'list') return null;
  return (
    <section aria-labelledby="bookings-heading" className="mt-8" data-slot="bookings">
      <h2 id="bookings-heading" className="text-2xl font-semibold">
        {interpolate(texts.listHeading, { email: answer.email })}
      </h2>
      {answer.bookings.length === 0 ? (
        <p className="mt-3">{texts.none}</p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {answer.bookings.map((booking) => (
            <Booking key={booking.reference} booking={booking} token={answer.token} texts={texts} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SignInForm({ answer, texts }: { answer: MyBookingsAnswer | null; texts: MyBookingsTexts }) {
  const { locale } = usePage();
  const error = answer?.kind === 'invalid' ? answer.error : null;
  const value = answer?.kind === 'invalid' || answer?.kind === 'sent' ? answer.email : '';
  const id = 'bookings-email';
  return (
    <section aria-labelledby="bookings-form" className="card mt-8 max-w-3xl">
      <h2 id="bookings-form" className="text-2xl font-semibold">
        {texts.submit}
      </h2>
      <form method="post" action={BOOKINGS_PATH} className="mt-4 space-y-6">
        <input type="hidden" name={LOCALE_FIELD} value={locale} />
        <div className="field" data-invalid={error ? '' : undefined}>
          <label htmlFor={id} className="field-label">
            {texts.email}
          </label>
          <p id={`${id}-hint`} className="field-hint">
            {texts.emailHint}
          </p>
          <input
            id={id}
            name={BOOKINGS_EMAIL_FIELD}
            type="email"
            className="input"
            required
            maxLength={254}
            autoComplete="email"
            defaultValue={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          />
          {error && (
            <p id={`${id}-error`} className="field-error">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" variant="primary">
          {texts.submit}
        </Button>
      </form>
    </section>
  );
}

export const myBookingsScreen: Screen<'myBookings', Record<string, never>> = {
  load: ({ route }) => {
    const { title, lead } = MY_BOOKINGS_TEXTS[route.locale];
    return { head: { title, description: lead }, props: {} };
  },
  Body: ({ myBookings }) => {
    const { locale } = usePage();
    const texts = MY_BOOKINGS_TEXTS[locale];
    const answer = myBookings ?? null;
    return (
      <>
        <PageHeader title={texts.title} lead={texts.lead} />
        {answer && <Answer answer={answer} texts={texts} />}
        {answer?.kind !== 'list' && <SignInForm answer={answer} texts={texts} />}
      </>
    );
  },
};

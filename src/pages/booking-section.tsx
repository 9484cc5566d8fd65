/**
 * Where a bookable date is booked, on a seminar date's page and on the page of an event that
 * registers with the form: why it takes no registration (called off, fully booked, with the
 * waiting list), the registration form, and what a form post or a private link answers on
 * the page (the thank-you, the confirmation, the manage view, the quote).
 */
import { ClaimNotice } from '../components/ClaimNotice.tsx';
import { ConfirmationBox, isConfirmationOutcome } from '../components/ConfirmationBox.tsx';
import { ManageBox } from '../components/ManageBox.tsx';
import type { FullPriceShown } from '../components/Price.tsx';
import { usePage } from '../components/page-context.tsx';
import { QuoteBox, QuoteSent } from '../components/QuoteBox.tsx';
import { RegisterBar } from '../components/RegisterBar.tsx';
import { buttonVariants } from '../components/ui/Button.tsx';
import { WAITLIST_ANCHOR, WaitlistForm } from '../components/WaitlistForm.tsx';
import { priceNow } from '../content/prices.ts';
import type { DateStatus } from '../content/schedule.ts';
import { cachedPlural, formatPrice } from '../i18n/format.ts';
import { kitStrings } from '../i18n/kit/index.ts';
import { LOCALE_INFO, type Locale } from '../i18n/locales.ts';
import { keepStandardNumbersTogether } from '../i18n/typography.ts';
import { breakAtJoints } from '../i18n/word-breaks.ts';
import { Island } from '../islands/Island.tsx';
import { RegistrationForm } from '../islands/registration-form/RegistrationForm.tsx';
import { buildPath } from '../routes/match.ts';
import type { DrawExtras } from './types.ts';

export interface BookingProps {
  readonly dateId: number;
  readonly status: DateStatus;
  /** Free seats when few are left, else null. */
  readonly seatsLeft: number | null;
  /** What the form names: the seminar's or the event's title, when and where. */
  readonly title: string;
  readonly when: string;
  readonly where: string;
  readonly hybrid: boolean;
  /** Private persons may book (BOOKING_CUSTOMERS): the form lets them say so. */
  readonly privateBooking: boolean;
  /** The full price per person, with the early-booking offer while it applies. */
  readonly price: FullPriceShown;
  /** What the price includes besides taking part (a seminar's exam and certificate), if anything. */
  readonly priceIncludes: string | null;
}

/** The form's links to the terms and the privacy policy. */
const legalHrefs = (locale: Locale) => ({ termsHref: buildPath('terms', locale, {}), privacyHref: buildPath('privacy', locale, {}) });

/** The registration a manage link's page shows, if this page answers one. */
const managedView = (posted: DrawExtras['formOutcome'] | null) =>
  posted?.form === 'manage' && posted.outcome.kind === 'manage' ? posted.outcome.view : null;

/** The quote a quote link's page shows, if this page answers one. */
const quotedView = (posted: DrawExtras['formOutcome'] | null) =>
  posted?.form === 'quote' && posted.outcome.kind === 'quote' ? posted.outcome.view : null;

/** What a page that answers a form post or a link shows of it (the form's outcome whatever the date's state now). */
function postedOn(formOutcome: DrawExtras['formOutcome'], dateId: number) {
  const posted = formOutcome?.dateId === dateId ? formOutcome : null;
  const outcome = posted?.form === 'registration' ? posted.outcome : null;
  const confirmation = posted?.form === 'confirmation' && isConfirmationOutcome(posted.outcome) ? posted.outcome : null;
  const managing = managedView(posted);
  const quoting = quotedView(posted);
  return {
    // A quote asked for without JavaScript: its link is on its way.
    quoteSent: posted?.form === 'quote' && posted.outcome.kind === 'message' ? posted.outcome : null,
    outcome,
    waitlistOutcome: posted?.form === 'waitlist' ? posted.outcome : null,
    confirmation,
    managing,
    quoting,
    claim: outcome?.kind === 'claim' ? outcome : null,
    // A link that cannot confirm leaves the way to register (or to wait) again open below it; a manage link's page shows the
    // registration only, a quote's the quote (and the form below it once the quote has expired).
    confirming:
      (confirmation !== null && confirmation.kind !== 'linkProblem') ||
      managing !== null ||
      (quoting !== null && quoting.state !== 'expired'),
  };
}

/** In place of the form: the academy called the date off. */
function CancelledNotice() {
  const { messages } = usePage();
  return (
    <div className="notice" role="note">
      <p className="font-semibold">{messages.seminar.dateCancelled}</p>
      <p className="mt-1">{messages.seminarDate.cancelledHint}</p>
    </div>
  );
}

/** In place of the form: no seat is left, and the way to the waiting list. */
function FullyBookedNotice({ toWaitlist }: { toWaitlist: boolean }) {
  const { messages } = usePage();
  return (
    <div className="notice" role="note">
      <p className="font-semibold">{messages.seminar.dateFullyBooked}</p>
      <p className="mt-1">{messages.seminarDate.fullyBookedHint}</p>
      {toWaitlist && (
        <p className="mt-3">
          <a href={`#${WAITLIST_ANCHOR}`} className={buttonVariants({ variant: 'primary' })}>
            {messages.seminarDate.toWaitlist}
          </a>
        </p>
      )}
    </div>
  );
}

export function BookingSection({ booking, formOutcome }: { booking: BookingProps } & DrawExtras) {
  const { locale, messages } = usePage();
  const { dateId, status, seatsLeft, price } = booking;
  const { outcome, waitlistOutcome, confirmation, managing, quoting, quoteSent, claim, confirming } = postedOn(formOutcome, dateId);
  return (
    <>
      {status === 'cancelled' && !confirming && <CancelledNotice />}
      {status === 'fully-booked' && !claim && <FullyBookedNotice toWaitlist={!waitlistOutcome && !managing} />}
      {status === 'bookable' && !outcome && !confirming && (
        <RegisterBar
          href="#registration"
          label={messages.seminarDate.toRegistration}
          note={seatsLeft === null ? null : cachedPlural(locale, messages.seminar.seatsLeft, seatsLeft)}
        />
      )}
      {quoting && <QuoteBox view={quoting} />}
      {quoteSent && <QuoteSent title={quoteSent.title} message={quoteSent.message} />}
      {managing ? <ManageBox view={managing} /> : confirmation && <ConfirmationBox outcome={confirmation} />}
      {(status === 'fully-booked' || waitlistOutcome) && !confirming && !claim && (
        <WaitlistForm
          dateId={dateId}
          privacyHref={buildPath('privacy', locale, {})}
          open={status === 'fully-booked' || waitlistOutcome?.kind === 'invalid'}
          outcome={waitlistOutcome}
        />
      )}
      {(status === 'bookable' || outcome) && !confirming && (
        <div id="registration" className="space-y-6">
          {claim && <ClaimNotice token={claim.token} until={claim.until} />}
          <Island
            name="registration-form"
            component={RegistrationForm}
            hydrate="interaction"
            props={{
              locale,
              dateId,
              heading: messages.seminarDate.registration,
              seminar: keepStandardNumbersTogether(breakAtJoints(booking.title)),
              when: booking.when,
              where: booking.where,
              hybrid: booking.hybrid,
              privateBooking: booking.privateBooking,
              price: `${formatPrice(locale, priceNow(price))} (${[booking.priceIncludes, messages.seminar.vatInSentence].filter(Boolean).join('; ')})`,
              unitPrice: priceNow(price),
              vat: messages.seminar.vatInSentence,
              ...legalHrefs(locale),
              closeLabel: kitStrings(LOCALE_INFO[locale].tag).close,
              outcome,
            }}
          />
        </div>
      )}
    </>
  );
}

/**
 * The last step before a binding registration: a dialog that sums up what will be booked
 * and for whom (reviewSummary, from the form's values), with the button that makes it
 * binding, or the one that asks for a quote of it instead. Opened through the overlay store; it
 * resolves 'book' to send, 'quote' to ask for the quote, false (or nothing, on Escape) to go back
 * to the form.
 */
import { Fragment } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { OverlayDescription, OverlayTitle } from '../../components/ui/Overlays.tsx';
import { createOverlay, type OverlayComponentProps } from '../../components/ui/overlay-store.ts';
import { formatPrice } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { interpolate } from '../../i18n/messages.ts';
import type { BookingPrice } from '../../registration-contract/booking-price.ts';
import { ATTENDANCE_LABELS } from '../../registration-contract/field-labels.ts';
import type { RegistrationInput } from '../../registration-contract/schema.ts';
import type { FormTexts } from './texts.ts';

export interface ReviewSummary {
  readonly texts: FormTexts;
  readonly seminar: string;
  readonly when: string;
  readonly where: string;
  /** The price per person as the page shows it. */
  readonly price: string;
  /**
   * The price as the server priced the values (their number, each one's price and the sum, each
   * reduction, what is due); without that answer, for more than one place their number, each
   * one's price and the sum; else nothing (the price per person says it).
   */
  readonly total: readonly string[];
  /** Each participant; attendance: how they attend a hybrid date (null for another date). */
  readonly participants: ReadonlyArray<{ readonly name: string; readonly email: string; readonly attendance: string | null }>;
  readonly billing: string;
  /** Who books for the participants without taking part; null when the first participant books. */
  readonly bookedBy: { readonly name: string; readonly email: string } | null;
}

/** The date's page as the review sums it up: its words, the course and date, the price of a place as shown and as a number. */
export interface ReviewPage {
  readonly texts: FormTexts;
  readonly locale: Locale;
  readonly seminar: string;
  readonly when: string;
  readonly where: string;
  readonly price: string;
  readonly unitPrice: number | undefined;
  readonly vat: string;
  readonly hybrid: boolean;
}

/**
 * The lines of a price the server gave: the places, each reduction, and what is due with the VAT
 * words; to a private person always, with the VAT and what is due including it.
 */
function pricedLines(priced: BookingPrice, { texts, locale, vat }: ReviewPage, consumer: boolean): string[] {
  const money = (euros: number) => formatPrice(locale, euros);
  const places = interpolate(texts.reviewPlaces, {
    people: priced.people,
    price: money(priced.unit),
    total: money(priced.unit * priced.people),
  });
  const allowances = priced.allowances.map(({ label, amount }) => interpolate(texts.reviewAllowance, { label, amount: money(amount) }));
  if (consumer)
    return [
      places,
      ...allowances,
      interpolate(texts.reviewVat, { vat: money(priced.vat) }),
      interpolate(texts.reviewDueGross, { gross: money(priced.gross) }),
    ];
  const reduced = priced.allowances.length > 0;
  return [
    ...(priced.people > 1 || reduced ? [places] : []),
    ...allowances,
    ...(priced.people > 1 || reduced ? [interpolate(texts.reviewDue, { net: money(priced.net), vat })] : []),
  ];
}

/**
 * What the review shows of the form's values: each person, who books, the billing address, and
 * the price as the server priced them (`priced`; null when it could not be asked). Pure.
 */
export function reviewSummary(values: RegistrationInput, page: ReviewPage, priced: BookingPrice | null = null): ReviewSummary {
  const { texts, locale, seminar, when, where, price, unitPrice, vat, hybrid } = page;
  const participants = values.participants.map((participant) => ({
    name: `${participant.firstName} ${participant.lastName}`,
    email: participant.email,
    attendance: hybrid && participant.attendance ? ATTENDANCE_LABELS[locale][participant.attendance] : null,
  }));
  const { booker } = values;
  const bookedBy = booker?.forOthers ? { name: booker.name ?? '', email: booker.email ?? '' } : null;
  const people = participants.length;
  // Without the server's price, for more than one place: their number, each one's price, and what all of them cost together.
  const total = priced
    ? pricedLines(priced, page, values.consumer === true)
    : people > 1 && unitPrice !== undefined
      ? [
          interpolate(texts.reviewTotal, {
            people,
            price: formatPrice(locale, unitPrice),
            total: formatPrice(locale, unitPrice * people),
            vat,
          }),
        ]
      : [];
  return {
    texts,
    seminar,
    when,
    where,
    price,
    total,
    participants,
    billing: `${values.billing.company}, ${values.billing.city}`,
    bookedBy,
  };
}

/** An e-mail address that may break after its @ and before its dots, never inside a word. */
function BreakableEmail({ address }: { address: string }) {
  const parts = address.split(/(?=\.)|(?<=@)/);
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address, which never reorder
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

function ReviewDialog({
  texts,
  seminar,
  when,
  where,
  price,
  total,
  participants,
  billing,
  bookedBy,
  close,
}: OverlayComponentProps<ReviewSummary, ReviewChoice>) {
  return (
    <div data-slot="registration-review">
      <OverlayTitle>{texts.reviewTitle}</OverlayTitle>
      <OverlayDescription>{texts.reviewDescription}</OverlayDescription>
      <dl className="review-list mt-4">
        <dt>{texts.reviewSeminar}</dt>
        <dd>{seminar}</dd>
        <dt>{texts.reviewDate}</dt>
        <dd>
          {when}, {where}
        </dd>
        <dt>{texts.reviewPrice}</dt>
        <dd data-slot="review-total">
          {total.length === 0
            ? participants.length > 1
              ? `${participants.length} × ${price}`
              : price
            : total.map((line, index) => (
                <Fragment key={line}>
                  {index > 0 && <br />}
                  {line}
                </Fragment>
              ))}
        </dd>
        <dt>{participants.length > 1 ? texts.reviewParticipants : texts.reviewParticipant}</dt>
        <dd>
          <ul>
            {participants.map(({ name, email, attendance }) => (
              <li key={email}>
                {name}
                {attendance && ` (${attendance})`}
                <br />
                <BreakableEmail address={email} />
              </li>
            ))}
          </ul>
        </dd>
        {bookedBy && (
          <>
            <dt>{texts.reviewBooker}</dt>
            <dd>
              {bookedBy.name}
              <br />
              <BreakableEmail address={bookedBy.email} />
            </dd>
          </>
        )}
        <dt>{texts.reviewBilling}</dt>
        <dd>{billing}</dd>
      </dl>
      {/*
        On a phone the buttons are stacked, full width: both in reach without zooming. They stick to
        the dialog's bottom edge (over its padding), so however long the summary, they are in view.
      */}
      <div className="sticky -bottom-6 -mx-6 -mb-6 mt-6 flex flex-col gap-3 border-t border-(--border) bg-(--bg) px-6 py-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" className="justify-center" onClick={() => close(false)}>
          {texts.edit}
        </Button>
        <Button type="button" variant="secondary" className="justify-center" onClick={() => close('quote')}>
          {texts.quote}
        </Button>
        <Button type="button" variant="primary" className="justify-center" onClick={() => close('book')}>
          {texts.submit}
        </Button>
      </div>
    </div>
  );
}

/** What the visitor chose in the review: book, ask for a quote, or go back (false). */
export type ReviewChoice = 'book' | 'quote' | false;

export const reviewOverlay = createOverlay<ReviewSummary, ReviewChoice>(ReviewDialog);

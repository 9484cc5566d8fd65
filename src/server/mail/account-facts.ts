/**
 * A registration's account as the rows of a mail's facts (account.ts computes it; this only
 * words it): the course fee and the whole price of a place as booked, the places still booked
 * and their sum, each reduction (its name, the code typed, what it takes off), each fee and each
 * fee waived, and, once a place was cancelled or reduced, what is owed in all. Nothing of money for a registration stored without its
 * price. Pure.
 */
import { formatCents } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { interpolate, MESSAGES } from '../../i18n/messages.ts';
import type { Account, FeeLine } from '../registrations/rules/account.ts';
import { placePrice } from '../registrations/rules/booked-price.ts';
import type { Place } from '../registrations/rules/change-records.ts';
import type { StoredRegistration } from '../registrations/rules/stored-entry.ts';
import type { AccountWithVat, MailSettings } from './envelope.ts';

/** The words a mail states an account in, in German and English; `{name}` placeholders are filled below. */
const de = {
  fee: 'Seminargebühr',
  earlyBird: '{price} (Frühbucherpreis)',
  total: 'Gesamtpreis',
  /** {note}: the site's own words for what the total includes (MESSAGES.seminar.totalPriceNote). */
  totalNote: '{price} ({note})',
  perPerson: '{price} je Person ({note})',
  perPersonAlone: '{price} je Person',
  sum: 'Summe',
  sumValue: '{people} × {price} = {sum}',
  cancellationFee: 'Stornogebühr',
  feeValue: '{name}: {percent} % = {amount}',
  waived: 'Stornogebühr erlassen',
  waivedValue: '{name}: {amount} (den Termin hat die Akademie abgesagt)',
  allowanceValue: '− {amount}',
  allowanceCode: '{label} (Code {code})',
  due: 'Zu zahlen',
  dueValue: '{amount} zzgl. MwSt.',
  dueGross: '{gross} inkl. {vat} MwSt.',
  nothingDue: 'nichts',
};

export type AccountTexts = typeof de;

const en: AccountTexts = {
  fee: 'Course fee',
  earlyBird: '{price} (early-booking price)',
  total: 'Total price',
  totalNote: '{price} ({note})',
  perPerson: '{price} per person ({note})',
  perPersonAlone: '{price} per person',
  sum: 'Sum',
  sumValue: '{people} × {price} = {sum}',
  cancellationFee: 'Cancellation fee',
  feeValue: '{name}: {percent} % = {amount}',
  waived: 'Cancellation fee waived',
  waivedValue: '{name}: {amount} (the academy called the date off)',
  allowanceValue: '− {amount}',
  allowanceCode: '{label} (code {code})',
  due: 'Amount due',
  dueValue: '{amount} plus VAT',
  dueGross: '{gross} including {vat} VAT',
  nothingDue: 'nothing',
};

export const ACCOUNT_TEXTS: Readonly<Record<Locale, AccountTexts>> = { de, en };

type Row = [string, string];

/** What a private person's registration owes with VAT (settings.withVat), for its mails to state; null for a company's. */
export function consumerVat(settings: MailSettings, registration: StoredRegistration, places: readonly Place[]): AccountWithVat | null {
  return registration.payload.consumer && settings.withVat ? settings.withVat(registration, places) : null;
}

/**
 * The rows of the account; `nameOf` names the participant of a position. With `withVat` (a private
 * person's), what is due is stated including VAT, always.
 */
export function accountFacts(
  locale: Locale,
  account: Account,
  nameOf: (position: number) => string,
  withVat: AccountWithVat | null = null,
): Row[] {
  const { price, booked, cancelled, fees, waived, allowances, total } = account;
  if (price === null || total === null) return [];
  const texts = ACCOUNT_TEXTS[locale];
  const money = (cents: number) => formatCents(locale, cents);
  const each = placePrice(price);
  const priced = { price: money(each), note: MESSAGES[locale].seminar.totalPriceNote };
  const single = booked.length === 1 && fees.length === 0 && waived.length === 0 && allowances.length === 0;
  // A price with an exam fee is the course fee and the exam's; one without (an event's) is the price alone.
  const parts = price.examFee > 0;
  const feeRow =
    (label: string, template: string) =>
    (fee: FeeLine): Row => [label, interpolate(template, { name: nameOf(fee.position), percent: fee.percent, amount: money(fee.amount) })];
  return [
    ...(parts
      ? [[texts.fee, price.earlyBird ? interpolate(texts.earlyBird, { price: money(price.courseFee) }) : money(price.courseFee)] as Row]
      : []),
    [texts.total, interpolate(single ? (parts ? texts.totalNote : '{price}') : parts ? texts.perPerson : texts.perPersonAlone, priced)],
    ...(single || booked.length === 0
      ? []
      : [[texts.sum, interpolate(texts.sumValue, { people: booked.length, price: money(each), sum: money(booked.length * each) })] as Row]),
    ...allowances.map(
      ({ discount, amount }): Row => [
        discount.code === null
          ? discount.label[locale]
          : interpolate(texts.allowanceCode, { label: discount.label[locale], code: discount.code }),
        interpolate(texts.allowanceValue, { amount: money(amount) }),
      ],
    ),
    ...fees.map(feeRow(texts.cancellationFee, texts.feeValue)),
    ...waived.map(feeRow(texts.waived, texts.waivedValue)),
    ...(withVat
      ? [
          [
            texts.due,
            total === 0 ? texts.nothingDue : interpolate(texts.dueGross, { gross: money(withVat.gross), vat: money(withVat.vat) }),
          ] as Row,
        ]
      : cancelled.length > 0 || allowances.length > 0
        ? [[texts.due, total === 0 ? texts.nothingDue : interpolate(texts.dueValue, { amount: money(total) })] as Row]
        : []),
  ];
}

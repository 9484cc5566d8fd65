/**
 * The words a mail states a registration's account in (account-facts.ts), in German and
 * English: the price of a place as booked, the places still booked, each cancellation fee,
 * each fee waived, and what is owed. `{name}` placeholders are filled by account-facts.ts.
 */
import type { Locale } from '../../i18n/locales.ts';

const de = {
  fee: 'Seminargebühr',
  earlyBird: '{price} (Frühbucherpreis)',
  total: 'Gesamtpreis',
  /** {note}: the site's own words for what the total includes (MESSAGES.seminar.totalPriceNote). */
  totalNote: '{price} ({note})',
  perPerson: '{price} je Person ({note})',
  sum: 'Summe',
  sumValue: '{people} × {price} = {sum}',
  cancellationFee: 'Stornogebühr',
  feeValue: '{name}: {percent} % = {amount}',
  waived: 'Stornogebühr erlassen',
  waivedValue: '{name}: {amount} (den Termin hat die Akademie abgesagt)',
  due: 'Zu zahlen',
  dueValue: '{amount} zzgl. MwSt.',
  nothingDue: 'nichts',
};

export type AccountTexts = typeof de;

const en: AccountTexts = {
  fee: 'Course fee',
  earlyBird: '{price} (early-booking price)',
  total: 'Total price',
  totalNote: '{price} ({note})',
  perPerson: '{price} per person ({note})',
  sum: 'Sum',
  sumValue: '{people} × {price} = {sum}',
  cancellationFee: 'Cancellation fee',
  feeValue: '{name}: {percent} % = {amount}',
  waived: 'Cancellation fee waived',
  waivedValue: '{name}: {amount} (the academy called the date off)',
  due: 'Amount due',
  dueValue: '{amount} plus VAT',
  nothingDue: 'nothing',
};

export const ACCOUNT_TEXTS: Readonly<Record<Locale, AccountTexts>> = { de, en };

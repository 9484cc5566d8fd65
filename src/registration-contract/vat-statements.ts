/**
 * What the site says about VAT, in one place: the registration form's hint, the terms page
 * (its {{vat}} placeholder) and the notes an invoice prints all take their sentences from
 * here, so none can say what the invoices (src/server/invoices/rules/vat.ts) do not do. Pure.
 */
import type { VenueVatRule } from '../config/setting-types.ts';
import type { VatRules } from '../config/stated-settings.ts';
import { countryName } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { interpolate } from '../i18n/messages.ts';

const WORDS = {
  de: {
    onlineBusiness:
      'Für Unternehmen in einem anderen EU-Land: Mit der USt-IdNr. berechnen wir die Online-Teilnahme ohne Umsatzsteuer (Reverse-Charge-Verfahren).',
    onlineConsumer: 'Privatpersonen in einem anderen EU-Land zahlen für die Online-Teilnahme die Umsatzsteuer ihres Landes.',
    onlineOutside: 'Die Online-Teilnahme von außerhalb der EU ist in Deutschland nicht steuerbar.',
    inPerson: 'Ein Seminar vor Ort wird dort besteuert, wo es stattfindet.',
    inPersonList: 'Seminare vor Ort werden dort besteuert, wo sie stattfinden: {places}.',
    home: 'Deutschland mit {rate} % Umsatzsteuer',
    local: '{country} mit {rate} % dortiger Umsatzsteuer',
    reverseCharge: '{country} für Unternehmen mit USt-IdNr. im Reverse-Charge-Verfahren, sonst mit {rate} % dortiger Umsatzsteuer',
    outside: '{country} ohne Umsatzsteuer (nicht steuerbar)',
    prices: 'Alle Preise verstehen sich in Euro zuzüglich Umsatzsteuer.',
    noteReverseCharge: 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge): Die Umsatzsteuer schuldet der Leistungsempfänger.',
    noteNotTaxable: 'Nicht im Inland steuerbare Leistung.',
    noteVenue: 'Ort der Leistung: {country}, wo das Seminar stattfindet; berechnet ist die dortige Umsatzsteuer.',
    noteConsumer:
      'Ort der Leistung: {country}, wo Sie als Privatperson ansässig sind; berechnet ist die dortige Umsatzsteuer, erklärt im One-Stop-Shop-Verfahren.',
  },
  en: {
    onlineBusiness: 'For companies in another EU country: with the VAT ID, we invoice online participation without VAT (reverse charge).',
    onlineConsumer: 'Private persons in another EU country pay the VAT of their country for online participation.',
    onlineOutside: 'Online participation from outside the EU is not taxable in Germany.',
    inPerson: 'A course attended on site is taxed where it takes place.',
    inPersonList: 'Courses attended on site are taxed where they take place: {places}.',
    home: 'Germany with {rate} % VAT',
    local: '{country} with {rate} % VAT of that country',
    reverseCharge: '{country} by reverse charge for companies with a VAT ID, otherwise with {rate} % VAT of that country',
    outside: '{country} without VAT (not taxable)',
    prices: 'All prices are in euros plus VAT.',
    noteReverseCharge: 'Reverse charge: the recipient of the service is liable for the VAT.',
    noteNotTaxable: 'Service not taxable in Germany.',
    noteVenue: 'Place of supply: {country}, where the course takes place; the VAT charged is that country’s.',
    noteConsumer:
      'Place of supply: {country}, where you live as a private person; the VAT charged is that country’s, declared through the one-stop shop.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

const rateOf = (locale: Locale, rate: number) => rate.toLocaleString(locale === 'de' ? 'de-DE' : 'en-GB');

/** The registration form's hint beside the VAT ID. */
export function vatIdHint(locale: Locale): string {
  const words = WORDS[locale];
  return [words.onlineBusiness, words.onlineConsumer, words.inPerson, words.onlineOutside].join(' ');
}

/** The terms page's statement of VAT: in person country by country, online by the customer. */
export function vatTerms(locale: Locale, { homeRate, venues }: VatRules): string {
  const words = WORDS[locale];
  const place = (rule: VenueVatRule) => {
    const facts = { country: countryName(locale, rule.country), rate: rateOf(locale, rule.rate) };
    const text = rule.treatment === 'local' ? words.local : rule.treatment === 'reverse-charge' ? words.reverseCharge : words.outside;
    return interpolate(text, facts);
  };
  const places = [interpolate(words.home, { rate: rateOf(locale, homeRate) }), ...venues.map(place)].join('; ');
  return [words.prices, interpolate(words.inPersonList, { places }), words.onlineBusiness, words.onlineConsumer, words.onlineOutside].join(
    ' ',
  );
}

/** Why an invoice's lines bear no German VAT, or another country's. */
export type VatNote = { readonly kind: 'reverseCharge' | 'notTaxable' } | { readonly kind: 'venue' | 'consumer'; readonly country: string };

export function vatNoteText(locale: Locale, note: VatNote): string {
  const words = WORDS[locale];
  switch (note.kind) {
    case 'reverseCharge':
      return words.noteReverseCharge;
    case 'notTaxable':
      return words.noteNotTaxable;
    default:
      return interpolate(note.kind === 'venue' ? words.noteVenue : words.noteConsumer, { country: countryName(locale, note.country) });
  }
}

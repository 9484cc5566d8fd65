/**
 * The cancellation and transfer rules of the terms: the fee tiers at 31, 30, 29, 15 and 14
 * days before the start (days in Europe/Berlin, one across a daylight-saving change), and
 * the terms page, which names the same numbers from the same place.
 */
import { describe, expect, it } from 'vitest';
import { readSettings } from '../../src/config/settings.ts';
import { DEFAULT_STATED, statedSettings } from '../../src/config/stated-settings.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import { berlinDate } from '../../src/content/calendar.ts';
import {
  cancellationFeePercent,
  daysBefore,
  fillTermsNumbers,
  missingTermsNumbers,
  TERMS_NUMBERS,
  termsPlaceholders,
  transferAllowed,
} from '../../src/content/terms-policy.ts';
import { renderPath } from '../../src/document/render.tsx';
import { vatIdHint } from '../../src/registration-contract/vat-statements.ts';
import { testRenderOptions } from '../support/render-options.ts';

describe('the fee of a cancellation', () => {
  it.each([
    [31, 0, true],
    [30, 0, true],
    [29, 50, true],
    [15, 50, true],
    [14, 100, false],
    [0, 100, false],
  ])('%i days before the start: %i per cent (a transfer allowed: %s)', (days, percent, transfer) => {
    expect(cancellationFeePercent(days)).toBe(percent);
    expect(transferAllowed(days)).toBe(transfer);
  });

  it('counts calendar days in Europe/Berlin, also across the change to summer time', () => {
    // The clocks go forward on 28 March 2027: 23:30 in Berlin on the 14th is still the 14th.
    const start = '2027-04-13';
    const evening = berlinDate(new Date('2027-03-14T22:30:00Z'));
    expect(evening).toBe('2027-03-14');
    expect(daysBefore(evening, start)).toBe(30);
    expect(cancellationFeePercent(daysBefore(evening, start))).toBe(0);
    // Half an hour later it is the 15th in Berlin (UTC+1 then): 29 days, half the price.
    const midnight = berlinDate(new Date('2027-03-14T23:30:00Z'));
    expect(midnight).toBe('2027-03-15');
    expect(cancellationFeePercent(daysBefore(midnight, start))).toBe(50);
    // After the change (UTC+2): 22:30 UTC on 29 March is already 30 March in Berlin.
    expect(daysBefore(berlinDate(new Date('2027-03-29T22:30:00Z')), start)).toBe(14);
  });
});

const content = await loadContentCache('content-cache');
const options = await testRenderOptions(content, '2026-11-22');

describe('the terms page', () => {
  it('names every number of the rules through its placeholder, in both languages', () => {
    const terms = content.sitePages.find((page) => page.key === 'terms')!;
    expect(missingTermsNumbers(terms.translations.de.body)).toEqual([]);
    expect(missingTermsNumbers(terms.translations.en.body)).toEqual([]);
    expect(missingTermsNumbers('bis 30 Tage vor Seminarbeginn: kostenfrei')).toEqual(
      expect.arrayContaining(['free-days', 'transfer-price']),
    );
  });

  it('shows the numbers the rules use, and no placeholder', () => {
    const de = renderPath('/agb', options).html;
    const en = renderPath('/en/agb', options).html;
    expect(de).toContain(`<li>bis ${TERMS_NUMBERS['free-days']} Tage vor Seminarbeginn: kostenfrei</li>`);
    expect(de).toContain(
      `<li>${TERMS_NUMBERS['half-from-days']} bis ${TERMS_NUMBERS['half-to-days']} Tage vor Seminarbeginn: ${TERMS_NUMBERS['half-percent']} Prozent</li>`,
    );
    expect(en).toContain(
      `<li>from ${TERMS_NUMBERS['full-from-days']} days before the course starts or in the event of non-attendance: ${TERMS_NUMBERS['full-percent']} per cent</li>`,
    );
    expect(en).toContain(`Up to ${TERMS_NUMBERS['transfer-days']} days before the course starts, a one-off transfer`);
    // A transfer keeps the price as booked, in the page's own words.
    expect(de).toContain(String(termsPlaceholders('de', DEFAULT_STATED.invoicing)['transfer-price']));
    expect(en).toContain('A transfer keeps the price as booked');
    expect(de + en).not.toContain('{{');
    // The page's numbers are the rules' boundaries.
    expect(cancellationFeePercent(TERMS_NUMBERS['free-days'])).toBe(0);
    expect(cancellationFeePercent(TERMS_NUMBERS['half-from-days'])).toBe(TERMS_NUMBERS['half-percent']);
    expect(cancellationFeePercent(TERMS_NUMBERS['half-to-days'])).toBe(TERMS_NUMBERS['half-percent']);
    expect(cancellationFeePercent(TERMS_NUMBERS['full-from-days'])).toBe(TERMS_NUMBERS['full-percent']);
    expect(transferAllowed(TERMS_NUMBERS['transfer-days'])).toBe(true);
    expect(transferAllowed(TERMS_NUMBERS['transfer-days'] - 1)).toBe(false);
    expect(fillTermsNumbers('{{unknown}}')).toBe('{{unknown}}');
  });

  it('says what VAT is charged where in the words of the form and the invoices, country by country', () => {
    const de = renderPath('/agb', options).html;
    const en = renderPath('/en/agb', options).html;
    expect(de).toContain(
      'Seminare vor Ort werden dort besteuert, wo sie stattfinden: Deutschland mit 19 % Umsatzsteuer; Österreich mit 20 % dortiger Umsatzsteuer; Schweiz ohne Umsatzsteuer (nicht steuerbar).',
    );
    expect(de).toContain(vatIdHint('de').split(' Ein Seminar vor Ort')[0]!);
    expect(en).toContain(
      'Courses attended on site are taxed where they take place: Germany with 19 % VAT; Austria with 20 % VAT of that country',
    );
    expect(en).toContain('Private persons in another EU country pay the VAT of their country for online participation.');
  });

  it('says when invoices are issued, as the setting has it', () => {
    const after = renderPath('/agb', options).html;
    expect(after).toContain(
      `Die Rechnung wird nach dem Seminar per E-Mail gestellt und ist innerhalb von ${TERMS_NUMBERS['payment-days']} Tagen`,
    );
    const stated = statedSettings(readSettings({ INVOICE_WHEN: 'on-confirmation' }));
    const advance = renderPath('/en/agb', { ...options, stated }).html;
    expect(advance).toContain('The invoice is issued by email when the registration is confirmed');
    expect(advance).toContain('no later than the day before the course starts');
  });

  it('says whom bookings are taken from, as the setting has it', () => {
    expect(renderPath('/agb', options).html).toContain('ebenso wie an Privatpersonen');
    const stated = statedSettings(readSettings({ BOOKING_CUSTOMERS: 'businesses' }));
    const only = renderPath('/en/agb', { ...options, stated }).html;
    expect(only).toContain('we do not accept registrations from consumers');
    expect(only).not.toContain('{{customers}}');
  });
});

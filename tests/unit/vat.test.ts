import { beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../../src/config/settings.ts';
import type { VatRules } from '../../src/config/stated-settings.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import { vatPlaceProblems } from '../../src/content/vat-places.ts';
import { type Supply, vatOf } from '../../src/server/invoices/rules/vat.ts';

const rules: VatRules = {
  homeRate: 19,
  venues: readSettings({ VAT_VENUE_RULES: 'AT=local:20:ATU99999999, BE=reverse-charge:21:BE0123456789, CH=outside' }).VAT_VENUE_RULES,
};

const supply = (venueCountry: Supply['venueCountry'], country: Supply['country'], vatId?: string): Supply => ({
  venueCountry,
  country,
  vatId,
});

describe('the VAT of a place, by where it is supplied', () => {
  it.each([
    ['in Germany, for a French company', supply('DE', 'FR', 'FR12345678901'), { category: 'S', rate: 19 }],
    [
      'in Vienna, where the academy is registered',
      supply('AT', 'DE', 'DE123456789'),
      { category: 'S', rate: 20, country: 'AT', sellerVatId: 'ATU99999999' },
    ],
    ['in Brussels, for a company with its VAT ID: reverse charge', supply('BE', 'DE', 'DE123456789'), { category: 'AE', rate: 0 }],
    ['in Brussels, for a private person', supply('BE', 'DE'), { category: 'S', rate: 21, country: 'BE', sellerVatId: 'BE0123456789' }],
    ['in Zürich: not subject to EU VAT', supply('CH', 'DE', 'DE123456789'), { category: 'O', rate: 0 }],
    ['online in Germany', supply(null, 'DE'), { category: 'S', rate: 19 }],
    ['online, a French company with its VAT ID', supply(null, 'FR', 'FR12345678901'), { category: 'AE', rate: 0 }],
    ['online, a private person in France: French VAT', supply(null, 'FR'), { category: 'S', rate: 20, country: 'FR' }],
    ['online, a private person in Finland: a rate with a decimal', supply(null, 'FI'), { category: 'S', rate: 25.5, country: 'FI' }],
    ['online, from the United States', supply(null, 'US'), { category: 'O', rate: 0 }],
    ['online, from Switzerland', supply(null, 'CH', 'CHE123456789'), { category: 'O', rate: 0 }],
  ] as const)('%s', (_, place, treatment) => {
    expect(vatOf(place, rules)).toEqual(treatment);
  });

  it('has no treatment for a course in a country without a rule', () => {
    expect(vatOf(supply('AT', 'DE'), { homeRate: 19, venues: [] })).toBeNull();
  });
});

describe('the rules for courses abroad (VAT_VENUE_RULES)', () => {
  it('reads a rule per country', () => {
    expect(readSettings({}).VAT_VENUE_RULES).toEqual([
      { country: 'AT', treatment: 'local', rate: 20, vatId: 'ATU99999999' },
      { country: 'CH', treatment: 'outside', rate: 0, vatId: null },
    ]);
  });

  it.each([
    ['AT=local:20', /must be rules like AT=local:20:ATU12345678/],
    ['DE=local:19:DE123456789', /Germany is taxed by the law/],
    ['AT=local:20:DE123456789', /the VAT ID of AT must start with its country code/],
    ['CH=outside,CH=outside', /names CH twice/],
  ])('refuses %s', (value, message) => {
    expect(() => readSettings({ VAT_VENUE_RULES: value })).toThrow(message);
  });
});

describe('the content check of where courses take place', () => {
  let content: Content;
  beforeAll(async () => {
    content = await loadContentCache('content-cache');
  });

  it('accepts the shipped content with the default rules', () => {
    expect(vatPlaceProblems(content, readSettings({}).VAT_VENUE_RULES)).toEqual([]);
  });

  it('names each date held in a country without a rule, and the country', () => {
    const problems = vatPlaceProblems(content, readSettings({ VAT_VENUE_RULES: 'CH=outside' }).VAT_VENUE_RULES);
    expect(problems.map((problem) => [problem.id, problem.reason.split(',')[0]])).toEqual([
      ['1022', 'takes place in Austria (AT)'],
      ['1046', 'takes place in Austria (AT)'],
    ]);
    expect(problems[0]!.reason).toMatch(/no VAT rule \(VAT_VENUE_RULES\)/);
  });
});

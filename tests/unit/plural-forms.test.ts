/**
 * Every count in the interface texts, refusals and mails says its noun in the right number:
 * each template of the catalogues is filled with 0, 1 and 2 for every placeholder, and no
 * sentence may say "1 Plätze", "2 Platz", "1 hours" and the like. Tables of one/other forms
 * (picked by plural()) are filled with the counts they are for.
 */
import { describe, expect, it } from 'vitest';
import { FRAME_TEXTS } from '../../src/i18n/frame-texts.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { interpolate, MESSAGES } from '../../src/i18n/messages.ts';
import { FORM_TEXTS } from '../../src/islands/registration-form/texts.ts';
import { ANSWER_TEXTS } from '../../src/registration-contract/answer-message.ts';
import { CONFIRMATION_TEXTS } from '../../src/registration-contract/confirmation-messages.ts';
import { MANAGE_TEXTS } from '../../src/registration-contract/manage-messages.ts';
import { REJECTION_CODES, rejectionMessage } from '../../src/registration-contract/messages.ts';
import { CHANGE_COPY_TEXTS, CHANGE_TEXTS } from '../../src/server/mail/change-texts.ts';
import { DATE_CANCELLED_TEXTS } from '../../src/server/mail/date-cancelled-texts.ts';
import { ACADEMY_COPY_TEXTS, MAIL_TEXTS } from '../../src/server/mail/texts.ts';

/** A noun after a number in the wrong form: a plural after 1, a singular after 0 or 2. */
const WRONG = [
  /\b1 (Plätze|Minuten|Stunden|Tage|Tagen|Personen|Angaben|seats|minutes|hours|days|people|times|entries)\b/,
  /\b[02] (Platz|Minute|Stunde|Tag|Person|Angabe|seat|minute|hour|day|person|time|entry)\b/,
];

const PLACEHOLDER = /\{(\w+)(?:\|[^}]*)?\}/g;

/** Every template string of a catalogue, with where it is; a one/other table as its forms for 1 and for 0 and 2. */
function templates(value: unknown, path: string): Array<{ path: string; template: string; counts: readonly number[] }> {
  if (typeof value === 'string') return value.includes('{') ? [{ path, template: value, counts: [0, 1, 2] }] : [];
  if (!value || typeof value !== 'object') return [];
  const table = value as Record<string, unknown>;
  if (typeof table.one === 'string' && typeof table.other === 'string')
    return [
      { path: `${path}.one`, template: table.one, counts: [1] },
      { path: `${path}.other`, template: table.other, counts: [0, 2] },
    ];
  return Object.entries(table).flatMap(([key, item]) => templates(item, `${path}.${key}`));
}

const CATALOGUES = {
  MESSAGES,
  FRAME_TEXTS,
  FORM_TEXTS,
  ANSWER_TEXTS,
  CONFIRMATION_TEXTS,
  MANAGE_TEXTS,
  MAIL_TEXTS,
  ACADEMY_COPY_TEXTS,
  CHANGE_TEXTS,
  CHANGE_COPY_TEXTS,
  DATE_CANCELLED_TEXTS,
};

describe('counts in the texts', () => {
  const all = templates(CATALOGUES, '');

  it('finds the templates it checks (the catalogues are read)', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all.some(({ template }) => template.includes('{left|Platz|Plätze}') || template.includes('{hours|Stunde|Stunden}'))).toBe(true);
  });

  it.each([0, 1, 2])('say their nouns in the right number for %i', (count) => {
    const wrong = all
      .filter(({ counts }) => counts.includes(count))
      .map(({ path, template }) => {
        const values = Object.fromEntries([...template.matchAll(PLACEHOLDER)].map(([, name]) => [name as string, count]));
        return { path, text: interpolate(template, values) };
      })
      .filter(({ text }) => WRONG.some((pattern) => pattern.test(text)));
    expect(wrong).toEqual([]);
  });

  it.each(LOCALES)('are right in every refusal of the registration API (%s)', (locale) => {
    for (const count of [0, 1, 2])
      for (const code of REJECTION_CODES) {
        const text = rejectionMessage(code, locale, { left: count, requested: count, minutes: count, email: 'a@example.com' });
        for (const pattern of WRONG) expect(text, `${code} with ${count}`).not.toMatch(pattern);
      }
  });

  it('fills {n|one|other} with the number and its noun', () => {
    expect(interpolate('noch {left|Platz|Plätze} frei', { left: 1 })).toBe('noch 1 Platz frei');
    expect(interpolate('noch {left|Platz|Plätze} frei', { left: 0 })).toBe('noch 0 Plätze frei');
    expect(interpolate('in {minutes|minute|minutes}', { minutes: 2 })).toBe('in 2 minutes');
    expect(interpolate('{unknown|a|b}', {})).toBe('{unknown|a|b}');
  });
});

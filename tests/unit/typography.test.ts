/**
 * Text on a phone: the names of standards never break between their parts, long words in
 * headings carry soft hyphens where the language allows a break, and the content keeps
 * both rules when it is read, whatever an editor typed.
 */
import { describe, expect, it } from 'vitest';
import { readRawContent } from '../../src/content/cache.ts';
import { validateContent } from '../../src/content/validate.ts';
import { wrap } from '../../src/generate/pdf.ts';
import { HYPHENATE_MIN_WORD_LENGTH, hyphenate } from '../../src/i18n/hyphenate.ts';
import { keepNormNamesTogether } from '../../src/i18n/typography.ts';

const NBSP = '\u00a0';
const SHY = '\u00ad';
const raw = (await readRawContent('content-cache')) as Record<string, Array<Record<string, any>>>;
const shown = (text: string) => text.replaceAll(NBSP, '~').replaceAll(SHY, '|');

describe('keepNormNamesTogether', () => {
  it.each([
    ['nach EN 50600-2-4', 'nach EN~50600-2-4'],
    ['DIN EN 50600', 'DIN~EN~50600'],
    ['ISO/IEC 22237-1 und IEC 60364', 'ISO/IEC~22237-1 und IEC~60364'],
    ['VdS 2007 und VDE 0100', 'VdS~2007 und VDE~0100'],
    ['DIN EN ISO 9001 und DIN VDE 0100-410', 'DIN~EN~ISO~9001 und DIN~VDE~0100-410'],
  ])('joins %j', (text, expected) => {
    expect(shown(keepNormNamesTogether(text))).toBe(expected);
  });

  it.each(['EN Grundlagen', 'OPEN 5 days', 'THE 5 rules', 'EN50600', 'ten 50600 visitors'])('leaves %j as it is', (text) => {
    expect(keepNormNamesTogether(text)).toBe(text);
  });

  it('is idempotent', () => {
    const once = keepNormNamesTogether('EN 50600 und DIN EN 50600');
    expect(keepNormNamesTogether(once)).toBe(once);
  });
});

describe('hyphenate', () => {
  it('breaks long German compounds where German breaks them', () => {
    expect(shown(hyphenate('de', 'Telekommunikationsverkabelung'))).toBe('Te|le|kom|mu|ni|ka|ti|ons|ver|ka|be|lung');
    expect(shown(hyphenate('de', 'Geschäftsbedingungen'))).toBe('Ge|schäfts|be|din|gun|gen');
  });

  it('uses the English patterns for English', () => {
    expect(shown(hyphenate('en', 'Telecommunications'))).toBe('Telecom|mu|ni|ca|tions');
  });

  it(`leaves words under ${HYPHENATE_MIN_WORD_LENGTH} letters, addresses and norm names alone`, () => {
    expect(shown(hyphenate('de', 'Brandschutz im Rechenzentrum'))).toBe('Brandschutz im Re|chen|zen|trum');
    expect(hyphenate('de', 'info@rackwise-academy.de')).toBe('info@rackwise-academy.de');
    expect(hyphenate('de', `EN${NBSP}50600-2-4`)).toBe(`EN${NBSP}50600-2-4`);
  });
});

describe('the download PDFs', () => {
  it('break lines at spaces, never at a non-breaking one', () => {
    const text = keepNormNamesTogether('Zusammenfassung der EN 50600 für den Betrieb');
    const lines = wrap(text, 24);
    expect(lines.map(shown)).toEqual(['Zusammenfassung der', 'EN~50600 für den Betrieb']);
  });
});

describe('content as read', () => {
  it('gets non-breaking spaces in its plain texts and rich texts, whatever was typed', () => {
    const edited = structuredClone(raw);
    const seminar = edited.seminars![0]!;
    seminar.translations.de.title = 'Grundlagen der EN 50600';
    seminar.translations.de.objectives = '<p>Sie kennen DIN EN 50600-1.</p>';
    const read = validateContent(edited).seminars[0]!.translations.de;
    expect(shown(read.title)).toBe('Grundlagen der EN~50600');
    expect(shown(read.objectives)).toBe('<p>Sie kennen DIN~EN~50600-1.</p>');
  });

  it('is stored that way already, so a pull writes back what it read', () => {
    const text = JSON.stringify(raw);
    expect(keepNormNamesTogether(text)).toBe(text);
  });
});

/**
 * Text on a phone: the names of standards never break between their parts, long words in
 * headings carry soft hyphens at the joints of their compounds only, and the content keeps
 * both rules when it is read, whatever an editor typed.
 */
import { describe, expect, it } from 'vitest';
import { readRawContent } from '../../src/content/cache.ts';
import { validateContent } from '../../src/content/validate.ts';
import { wrap } from '../../src/generate/pdf.ts';
import { keepNormNamesTogether } from '../../src/i18n/typography.ts';
import { breakAtJoints } from '../../src/i18n/word-breaks.ts';

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

describe('breakAtJoints', () => {
  it('breaks long compounds at their joints only, in both languages', () => {
    expect(shown(breakAtJoints('Audit und Zertifizierungsvorbereitung'))).toBe('Audit und Zertifizierungs|vorbereitung');
    expect(shown(breakAtJoints('Telekommunikationsverkabelung'))).toBe('Tele|kommunikations|verkabelung');
    expect(shown(breakAtJoints('Telecommunications cabling'))).toBe('Tele|communications cabling');
  });

  it('leaves other words, addresses and norm names alone', () => {
    expect(breakAtJoints('Sustainability und Nachhaltigkeit')).toBe('Sustainability und Nachhaltigkeit');
    expect(breakAtJoints('info@rackwise-academy.de')).toBe('info@rackwise-academy.de');
    expect(breakAtJoints(`EN${NBSP}50600-2-4`)).toBe(`EN${NBSP}50600-2-4`);
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

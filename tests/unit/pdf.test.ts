import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE, type PdfLine, pdfDocument, wrap } from '../../src/generate/pdf.ts';

/** The metrics of the standard fonts, which pdf.js reads the PDFs' Helvetica with. */
const STANDARD_FONTS = `${join(import.meta.dirname, '../../node_modules/pdfjs-dist/standard_fonts')}/`;

interface TextItem {
  readonly str: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
}

/** Every page's text items as pdf.js reads them: text, baseline position and width. */
async function readBack(bytes: Uint8Array): Promise<TextItem[][]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    disableFontFace: true,

    standardFontDataUrl: STANDARD_FONTS,
  });
  const document = await loading.promise;
  const pages: TextItem[][] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const items = content.items.flatMap((item) =>
      'str' in item && item.str.trim() !== ''
        ? [{ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width }]
        : [],
    );
    pages.push(items);
  }
  await loading.destroy();
  return pages;
}

const SENTENCE =
  'Die Verfügbarkeitsklasse bestimmt, wie viele unabhängige Versorgungspfade ein Rechenzentrum für Strom, Kühlung und Telekommunikationsverkabelung braucht;';
const LONG_WORD = 'Stromversorgungsinfrastrukturdokumentationsanforderungsübersichtsverzeichnisnummernvergabeverfahrensbeschreibung';

function longText(paragraphs: number): PdfLine[] {
  const lines: PdfLine[] = [{ text: 'Seminarunterlagen: Grundlagen der EN\u00A050600', size: 18, bold: true }];
  for (let i = 1; i <= paragraphs; i++) {
    lines.push({ text: `Abschnitt ${i}`, size: 13, bold: true });
    lines.push({ text: `${SENTENCE} ${i % 7 === 0 ? LONG_WORD : 'Größe, Maß und Übergabe – „geprüft“ für 1.290 €.'}` });
    lines.push({ text: '' });
  }
  return lines;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('the download PDFs', () => {
  it('wrap long text inside the margins on every page, and lose none of it', async () => {
    const lines = longText(60);
    const pages = await readBack(await pdfDocument('Grundlagen', lines));
    expect(pages.length).toBeGreaterThan(1);
    for (const items of pages) {
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.x).toBeGreaterThanOrEqual(PAGE.margin - 0.01);
        expect(item.x + item.width).toBeLessThanOrEqual(PAGE.width - PAGE.margin + 0.01);
        expect(item.y).toBeGreaterThanOrEqual(PAGE.margin - 0.01);
        expect(item.y).toBeLessThanOrEqual(PAGE.height - PAGE.margin);
      }
    }
    const printed = pages
      .flat()
      .map((item) => item.str)
      .join(' ');
    // Every word comes back in order (the over-long word broken across lines is joined again).
    const expected = lines.flatMap((line) => words(line.text.replace(/\u00A0/g, ' '))).join(' ');
    expect(words(printed).join('')).toBe(words(expected).join(''));
    expect(printed).toContain('Größe, Maß und Übergabe – „geprüft“ für 1.290 €.');
  });

  it('are the same bytes for the same lines', async () => {
    const lines = longText(5);
    expect(Buffer.from(await pdfDocument('A', lines)).equals(Buffer.from(await pdfDocument('A', lines)))).toBe(true);
  });

  it('print what the font cannot encode as a question mark instead of failing', async () => {
    const [page] = await readBack(await pdfDocument('x', [{ text: 'Rechenzentrum 数据中心 ok' }]));
    expect(page?.map((item) => item.str).join('')).toBe('Rechenzentrum ???? ok');
  });

  it('break lines at spaces by the width measured, never at a non-breaking one', () => {
    expect(wrap('Zusammenfassung der EN\u00A050600 für den Betrieb', 24)).toEqual(['Zusammenfassung der', 'EN\u00A050600 für den Betrieb']);
    // A word wider than a line is broken between letters.
    expect(wrap('ab abcdefgh', 4)).toEqual(['ab', 'abcd', 'efgh']);
    // Measured, not counted: wide letters fill a line sooner.
    const widthOf = (text: string) => [...text].reduce((sum, character) => sum + (character === 'W' ? 3 : 1), 0);
    expect(wrap('WW ii ii', 6, widthOf)).toEqual(['WW', 'ii ii']);
  });
});

/**
 * The sign-in sheet of an in-person day (pdf-lib): A4 landscape, the course, the day, where and
 * who teaches at the top, then one row per participant (number, name, company) with room to sign,
 * as many pages as the rows need, each numbered. In the staff page's language, in the documents'
 * fonts (../../pdf/fonts.ts). Pure but for reading the font files once.
 */
import { PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatDate } from '../../../i18n/format.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { interpolate } from '../../../i18n/messages.ts';
import { embedFonts } from '../../pdf/fonts.ts';
import { A4, INK, MM, MUTED, RULE } from '../../pdf/page.ts';
import { CHECK_IN_TEXTS } from '../rules/check-in-texts.ts';

/** A4 across. */
const PAGE = { width: A4.height, height: A4.width };
const LEFT = 15 * MM;
const RIGHT = PAGE.width - 15 * MM;
const ROW = 26;

export interface SheetInput {
  readonly locale: Locale;
  readonly academy: string;
  readonly title: string;
  /** 'YYYY-MM-DD'. */
  readonly day: string;
  readonly hours: string;
  readonly place: string;
  readonly trainers: string;
  readonly people: ReadonlyArray<{ readonly name: string; readonly company: string }>;
}

/** The columns' left edges: number, name, company, signature. */
const COLUMNS = [LEFT, LEFT + 12 * MM, LEFT + 92 * MM, LEFT + 172 * MM] as const;
const TOP = PAGE.height - 45 * MM;
const BOTTOM = 18 * MM;
const ROWS_PER_PAGE = Math.floor((TOP - BOTTOM) / ROW);

/** Cuts `text` to fit `width` at `size`, with an ellipsis. */
function fitted(font: PDFFont, text: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function head(page: PDFPage, fonts: { regular: PDFFont; bold: PDFFont }, input: SheetInput) {
  const texts = CHECK_IN_TEXTS[input.locale];
  page.drawText(`${input.academy} · ${texts.sheetTitle}`, { x: LEFT, y: PAGE.height - 15 * MM, size: 10, font: fonts.bold, color: MUTED });
  page.drawText(fitted(fonts.bold, input.title, 16, RIGHT - LEFT), {
    x: LEFT,
    y: PAGE.height - 24 * MM,
    size: 16,
    font: fonts.bold,
    color: INK,
  });
  const facts = `${formatDate(input.locale, input.day)}, ${input.hours} · ${input.place} · ${input.trainers}`;
  page.drawText(fitted(fonts.regular, facts, 10.5, RIGHT - LEFT), {
    x: LEFT,
    y: PAGE.height - 31 * MM,
    size: 10.5,
    font: fonts.regular,
    color: INK,
  });
  const labels = ['#', texts.participant, texts.company, texts.signature];
  labels.forEach((label, index) => {
    page.drawText(label, { x: COLUMNS[index] ?? LEFT, y: TOP + 6, size: 9, font: fonts.bold, color: MUTED });
  });
  page.drawLine({ start: { x: LEFT, y: TOP }, end: { x: RIGHT, y: TOP }, thickness: 0.8, color: INK });
}

/** The PDF of a day's sign-in sheet. */
export async function signInSheetPdf(input: SheetInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts = await embedFonts(pdf);
  const texts = CHECK_IN_TEXTS[input.locale];
  const pages = Math.max(1, Math.ceil(input.people.length / ROWS_PER_PAGE));
  for (let number = 0; number < pages; number++) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    head(page, fonts, input);
    input.people.slice(number * ROWS_PER_PAGE, (number + 1) * ROWS_PER_PAGE).forEach((person, index) => {
      const bottom = TOP - (index + 1) * ROW;
      const y = bottom + 9;
      const position = number * ROWS_PER_PAGE + index + 1;
      page.drawText(String(position), { x: COLUMNS[0], y, size: 10, font: fonts.regular, color: INK });
      page.drawText(fitted(fonts.regular, person.name, 10.5, COLUMNS[2] - COLUMNS[1] - 8), {
        x: COLUMNS[1],
        y,
        size: 10.5,
        font: fonts.regular,
        color: INK,
      });
      page.drawText(fitted(fonts.regular, person.company, 10, COLUMNS[3] - COLUMNS[2] - 8), {
        x: COLUMNS[2],
        y,
        size: 10,
        font: fonts.regular,
        color: INK,
      });
      page.drawLine({ start: { x: LEFT, y: bottom }, end: { x: RIGHT, y: bottom }, thickness: 0.5, color: RULE });
    });
    const footer = interpolate(texts.sheetPage, { page: String(number + 1), pages: String(pages) });
    page.drawText(footer, {
      x: RIGHT - fonts.regular.widthOfTextAtSize(footer, 8),
      y: 10 * MM,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    });
  }
  pdf.setTitle(`${texts.sheetTitle}: ${input.title}, ${input.day}`);
  pdf.setAuthor(input.academy);
  pdf.setLanguage(input.locale);
  return pdf.save();
}

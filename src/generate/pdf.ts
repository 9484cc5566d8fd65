/**
 * The download pages' documents as PDF (pdf-lib): A4 pages of text in Helvetica, each
 * line measured with the font's own glyph widths and wrapped at spaces (never at a
 * non-breaking one: "EN 50600" stays together) to fit between the margins, and a new
 * page begun before a line would reach the bottom margin. Characters the standard font
 * cannot encode are replaced, not dropped silently: a non-breaking space prints as a
 * space, a soft hyphen as nothing, anything else as '?'. Deterministic: the same lines
 * give the same bytes (no dates, no random ids).
 */
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';

export const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
/** Line height as a multiple of the font size. */
const LEADING = 1.5;
const DEFAULT_SIZE = 11;
const PRODUCER = 'Rackwise academy';

export interface PdfLine {
  readonly text: string;
  readonly size?: number;
  readonly bold?: boolean;
}

/** Rich text as plain lines: paragraphs and list items on lines of their own. */
export function htmlToLines(html: string): string[] {
  const text = html
    .replace(/<li[^>]*>/gi, '\n• ')
    .replace(/<\/(p|li|h[1-6]|ul|ol)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\r\n]+/g, ' ').trim())
    .filter(Boolean);
}

/**
 * Breaks text at spaces (not at non-breaking ones) into lines no wider than `maxWidth` as
 * `widthOf` measures them; a word wider than a line on its own is broken between letters.
 */
export function wrap(text: string, maxWidth: number, widthOf: (text: string) => number = (part) => part.length): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/[ \t\r\n]+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (widthOf(joined) <= maxWidth) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const character of word) {
      if (line && widthOf(line + character) > maxWidth) {
        lines.push(line);
        line = '';
      }
      line += character;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The text with every character the font cannot encode replaced. */
function encodable(font: PDFFont, text: string): string {
  let out = '';
  for (const character of text) {
    if (character === '\u00AD') continue;
    const candidate = character === '\u00A0' ? ' ' : character;
    try {
      font.encodeText(candidate);
      out += candidate;
    } catch {
      out += '?';
    }
  }
  return out;
}

interface Fonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
}

/** Each line wrapped to the width between the margins, with its font and size. */
function layoutLines(fonts: Fonts, lines: readonly PdfLine[]) {
  const maxWidth = PAGE.width - 2 * PAGE.margin;
  return lines.flatMap((line) => {
    const font = line.bold ? fonts.bold : fonts.regular;
    const size = line.size ?? DEFAULT_SIZE;
    // Measured as printed (non-breaking spaces as spaces), wrapped where it may break.
    const widthOf = (part: string) => font.widthOfTextAtSize(encodable(font, part), size);
    const parts = line.text.trim() === '' ? [''] : wrap(line.text, maxWidth, widthOf);
    return parts.map((part) => ({ text: encodable(font, part), font, size }));
  });
}

export async function pdfDocument(title: string, lines: readonly PdfLine[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(title);
  pdf.setProducer(PRODUCER);
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  for (const line of layoutLines(fonts, lines)) {
    const height = line.size * LEADING;
    if (y - height < PAGE.margin) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
    y -= height;
    if (line.text) page.drawText(line.text, { x: PAGE.margin, y, size: line.size, font: line.font });
  }
  return pdf.save({ useObjectStreams: false });
}

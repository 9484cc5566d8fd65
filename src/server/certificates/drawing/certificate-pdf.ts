/**
 * A certificate as the PDF its holder keeps (pdf-lib): A4 in the academy's design (its name and
 * accent line at the top, the heading, the holder's name large), what it certifies (the course,
 * the exam passed or the attendance, the dates and where, what the course covered, the
 * trainers), "valid indefinitely" for a seminar's certificate, and at the foot the number, the
 * check code, the day of issue and a QR code of the verification link, with the link written
 * out. In the certificate's language, in the documents' fonts (../../pdf/fonts.ts). Pure but for
 * reading the font files once.
 */
import { PDFDocument, type PDFFont, type PDFPage, type rgb } from 'pdf-lib';
import { wrap } from '../../../generate/pdf.ts';
import { formatDate, formatDateRange, formatList } from '../../../i18n/format.ts';
import { interpolate } from '../../../i18n/messages.ts';
import { embedFonts } from '../../pdf/fonts.ts';
import { A4, ACCENT, INK, MM, MUTED } from '../../pdf/page.ts';
import { drawQr, qrModules } from '../../pdf/qr-code.ts';
import type { CertificateDocument } from '../rules/certificate-document.ts';
import { CERTIFICATE_TEXTS, type CertificateTexts } from '../rules/certificate-texts.ts';
import type { Issuer } from '../rules/certifying.ts';

const LEFT = 25 * MM;
const RIGHT = A4.width - 25 * MM;
const WIDTH = RIGHT - LEFT;

/** What a certificate is drawn from: the record as issued, its issuer, its verification link. */
export interface CertificateDrawing {
  readonly document: CertificateDocument;
  readonly issuer: Issuer;
  readonly verifyUrl: string;
}

interface Pen {
  readonly page: PDFPage;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  y: number;
}

interface Style {
  readonly size?: number;
  readonly bold?: boolean;
  readonly color?: ReturnType<typeof rgb>;
  readonly centred?: boolean;
  readonly leading?: number;
}

/** Writes `value` wrapped to the page's width (or `width`), moving the pen below it. */
function paragraph(
  pen: Pen,
  value: string,
  { size = 11, bold = false, color = INK, centred = false, leading = 1.4 }: Style = {},
  width = WIDTH,
) {
  const font = bold ? pen.bold : pen.regular;
  const measure = (part: string) => font.widthOfTextAtSize(part, size);
  for (const line of wrap(value, width, measure)) {
    const x = centred ? LEFT + (WIDTH - measure(line)) / 2 : LEFT;
    pen.page.drawText(line, { x, y: pen.y, size, font, color });
    pen.y -= size * leading;
  }
}

/** A label and its text beside it, the text wrapped in its column. */
function fact(pen: Pen, label: string, value: string) {
  const column = 56 * MM;
  pen.page.drawText(label, { x: LEFT, y: pen.y, size: 9.5, font: pen.bold, color: MUTED });
  const measure = (part: string) => pen.regular.widthOfTextAtSize(part, 10.5);
  for (const line of wrap(value, WIDTH - column, measure)) {
    pen.page.drawText(line, { x: LEFT + column, y: pen.y, size: 10.5, font: pen.regular, color: INK });
    pen.y -= 15;
  }
  pen.y -= 3;
}

function header(pen: Pen, { document, issuer }: CertificateDrawing, texts: CertificateTexts) {
  pen.page.drawText(issuer.name, { x: LEFT, y: A4.height - 28 * MM, size: 14, font: pen.bold, color: ACCENT });
  pen.page.drawRectangle({ x: LEFT, y: A4.height - 33 * MM, width: WIDTH, height: 1.6, color: ACCENT });
  pen.y = A4.height - 62 * MM;
  paragraph(pen, texts.heading[document.kind], { size: 30, bold: true, centred: true });
  pen.y -= 12;
  paragraph(pen, texts.certifies, { size: 11.5, color: MUTED, centred: true });
  pen.y -= 10;
  paragraph(pen, document.holder, { size: 24, bold: true, centred: true, leading: 1.3 });
  pen.y -= 8;
  const passedOn = document.passedOn ? formatDate(document.locale, document.passedOn) : '';
  paragraph(pen, interpolate(texts.achieved[document.kind], { title: document.title, passedOn }), { size: 12, centred: true });
  pen.y -= 18;
}

function facts(pen: Pen, { document }: CertificateDrawing, texts: CertificateTexts) {
  const first = document.days[0] ?? document.issueDate;
  const last = document.days.at(-1) ?? first;
  fact(pen, texts.dates, `${formatDateRange(document.locale, first, last)}, ${document.place ?? texts.online}`);
  if (document.trainers.length > 0) fact(pen, texts.trainers, formatList(document.locale, document.trainers));
  if (document.kind === 'seminar') fact(pen, texts.validity, texts.validIndefinitely);
  if (document.covers.length === 0) return;
  pen.y -= 6;
  pen.page.drawText(texts.covers, { x: LEFT, y: pen.y, size: 9.5, font: pen.bold, color: MUTED });
  pen.y -= 16;
  const measure = (part: string) => pen.regular.widthOfTextAtSize(part, 9.5);
  const lines = document.covers.flatMap((item) => wrap(item, WIDTH - 5 * MM, measure).map((line, index) => ({ line, first: index === 0 })));
  for (const [index, { line, first }] of lines.entries()) {
    // A syllabus longer than the page has room for ends in an ellipsis above the foot.
    const last = pen.y - 13 < COVERS_FLOOR && index < lines.length - 1;
    if (first) pen.page.drawText('•', { x: LEFT, y: pen.y, size: 9.5, font: pen.regular, color: ACCENT });
    pen.page.drawText(last ? `${line} …` : line, { x: LEFT + 5 * MM, y: pen.y, size: 9.5, font: pen.regular, color: INK });
    pen.y -= 13;
    if (last) return;
  }
}

/** The lowest baseline of the contents: the foot's QR code and facts are below it. */
const COVERS_FLOOR = 68 * MM;

/** The number, the check code, the day of issue, the QR code and the link, above the issuer's name and address. */
function foot(pen: Pen, { document, issuer, verifyUrl }: CertificateDrawing, texts: CertificateTexts) {
  const side = 30 * MM;
  const bottom = 30 * MM;
  drawQr(pen.page, qrModules(verifyUrl, 'M'), RIGHT - side, bottom, side);
  const rows: Array<[string, string]> = [
    [texts.number, document.number],
    [texts.checkCode, document.checkCode],
    [texts.issued, formatDate(document.locale, document.issueDate)],
  ];
  let y = bottom + side - 9;
  for (const [label, value] of rows) {
    pen.page.drawText(label, { x: LEFT, y, size: 9, font: pen.regular, color: MUTED });
    pen.page.drawText(value, { x: LEFT + 40 * MM, y, size: 10, font: pen.bold, color: INK });
    y -= 14;
  }
  const measure = (part: string) => pen.regular.widthOfTextAtSize(part, 7.5);
  for (const line of [...wrap(texts.verify, WIDTH - side - 8 * MM, measure), verifyUrl]) {
    const size = line === verifyUrl ? Math.min(7.5, ((WIDTH - side - 8 * MM) / measure(line)) * 7.5) : 7.5;
    pen.page.drawText(line, { x: LEFT, y, size, font: pen.regular, color: line === verifyUrl ? ACCENT : MUTED });
    y -= 10;
  }
  pen.page.drawRectangle({ x: LEFT, y: 22 * MM, width: WIDTH, height: 0.6, color: ACCENT });
  pen.page.drawText(`${issuer.legalName} · ${issuer.address}`, { x: LEFT, y: 17 * MM, size: 7.5, font: pen.regular, color: MUTED });
}

/** The PDF of a certificate. */
export async function certificatePdf(drawing: CertificateDrawing): Promise<Uint8Array> {
  const { document } = drawing;
  const pdf = await PDFDocument.create();
  const { regular, bold } = await embedFonts(pdf);
  const texts = CERTIFICATE_TEXTS[document.locale];
  const pen: Pen = { page: pdf.addPage([A4.width, A4.height]), regular, bold, y: 0 };
  header(pen, drawing, texts);
  facts(pen, drawing, texts);
  foot(pen, drawing, texts);
  pdf.setTitle(`${texts.heading[document.kind]} ${document.number}`);
  pdf.setAuthor(drawing.issuer.legalName);
  pdf.setSubject(document.title);
  pdf.setLanguage(document.locale);
  return pdf.save();
}

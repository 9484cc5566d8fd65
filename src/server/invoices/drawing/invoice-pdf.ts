/**
 * An invoice or credit note as the PDF a person reads (pdf-lib), before e-invoice.ts turns
 * it into a Factur-X PDF/A-3: A4 in the layout of a German business letter (DIN 5008 form
 * B: the buyer's address where a window envelope shows it, the sender line above it, the
 * document's facts to the right), a table of the lines, the totals by VAT rate, the notes,
 * the payment terms with a GiroCode to scan, and the academy's legal details and bank
 * account in the footer of every page, in the documents' fonts (../../pdf/fonts.ts). Pure but
 * for reading the font files once.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { wrap } from '../../../generate/pdf.ts';
import { countryName, formatCents, formatDate, formatDateRange } from '../../../i18n/format.ts';
import { interpolate } from '../../../i18n/messages.ts';
import { embedFonts } from '../../pdf/fonts.ts';
import { A4, MM } from '../../pdf/page.ts';
import { drawQr } from '../../pdf/qr-code.ts';
import type { PrintedDocument } from '../rules/invoice-document.ts';
import { INVOICE_TEXTS, type InvoiceTexts } from '../rules/invoice-texts.ts';
import { type InvoiceTotals, invoiceTotals } from '../rules/totals.ts';
import { documentNotes } from './e-invoice.ts';
import { girocodeModules } from './girocode.ts';

const LEFT = 25 * MM;
const RIGHT = A4.width - 20 * MM;
/** Below this the footer begins: a line that would cross it goes to the next page. */
const BOTTOM = 38 * MM;
const GREY = rgb(0.35, 0.35, 0.35);

interface Pen {
  readonly pdf: PDFDocument;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  readonly texts: InvoiceTexts;
  readonly document: PrintedDocument;
  page: PDFPage;
  /** Where the next line's baseline goes, from the bottom of the page. */
  y: number;
}

function text(pen: Pen, value: string, x: number, y: number, { size = 9.5, bold = false, color = rgb(0, 0, 0), right = false } = {}) {
  const font = bold ? pen.bold : pen.regular;
  const at = right ? x - font.widthOfTextAtSize(value, size) : x;
  pen.page.drawText(value, { x: at, y, size, font, color });
}

/** The academy's details at the foot of a page: who, where, its bank, its tax numbers and register. */
function footer(pen: Pen) {
  const { seller } = pen.document;
  const { texts } = pen;
  const columns = [
    [seller.name, seller.street, `${seller.postalCode} ${seller.city}`, seller.email],
    [texts.bank, seller.bank, `IBAN ${seller.iban}`, `BIC ${seller.bic}`],
    [
      interpolate(texts.vatId, { vatId: seller.vatId }),
      interpolate(texts.taxNumber, { taxNumber: seller.taxNumber }),
      ...wrap(interpolate(texts.register, { register: seller.register, directors: seller.directors }), 62 * MM, (part) =>
        pen.regular.widthOfTextAtSize(part, 7),
      ),
    ],
  ];
  columns.forEach((lines, column) => {
    for (const [index, line] of lines.entries()) text(pen, line, LEFT + column * 58 * MM, 28 * MM - index * 9, { size: 7, color: GREY });
  });
}

function newPage(pen: Pen) {
  pen.page = pen.pdf.addPage([A4.width, A4.height]);
  footer(pen);
  pen.y = A4.height - 25 * MM;
}

/** Room for `height` points before the footer, on a new page if need be. */
function room(pen: Pen, height: number) {
  if (pen.y - height < BOTTOM) newPage(pen);
}

/** The letterhead, the sender line, the buyer's address in the window, and the document's facts beside it. */
function head(pen: Pen) {
  const { document, texts } = pen;
  const { seller, buyer, locale } = document;
  text(pen, seller.name, LEFT, A4.height - 20 * MM, { size: 15, bold: true });
  text(pen, `${seller.street} · ${seller.postalCode} ${seller.city} · ${seller.phone} · ${seller.email}`, LEFT, A4.height - 26 * MM, {
    size: 8,
    color: GREY,
  });
  // DIN 5008 form B: the window begins 45 mm from the top, 20 mm from the left.
  text(pen, `${seller.name} · ${seller.street} · ${seller.postalCode} ${seller.city}`, 20 * MM, A4.height - 58 * MM, {
    size: 7,
    color: GREY,
  });
  // A letter within the country names no country (DIN 5008).
  const country = buyer.country === seller.country ? [] : [countryName(locale, buyer.country).toUpperCase()];
  const address = [buyer.name, buyer.contact, buyer.street, `${buyer.postalCode} ${buyer.city}`, ...country];
  for (const [index, line] of address.entries()) text(pen, line, 20 * MM, A4.height - 66 * MM - index * 12, { size: 10 });
  const facts: Array<[string, string]> = [
    [document.kind === 'invoice' ? texts.number : document.kind === 'quote' ? texts.quoteNumber : texts.creditNumber, document.number],
    [document.kind === 'quote' ? texts.quoteDate : texts.date, formatDate(locale, document.issueDate)],
    [texts.servicePeriod, formatDateRange(locale, document.period.start, document.period.end)],
    [texts.reference, document.reference],
    ...(buyer.customerNumber === undefined ? [] : [[texts.customerNumber, String(buyer.customerNumber)] as [string, string]]),
    ...(buyer.purchaseOrder ? [[texts.purchaseOrder, buyer.purchaseOrder] as [string, string]] : []),
    ...(buyer.reference ? [[texts.buyerReference, buyer.reference] as [string, string]] : []),
    ...(buyer.vatId ? [[texts.buyerVatId, buyer.vatId] as [string, string]] : []),
  ];
  facts.forEach(([label, value], index) => {
    const y = A4.height - 55 * MM - index * 22;
    text(pen, label, 125 * MM, y, { size: 7.5, color: GREY });
    text(pen, value, 125 * MM, y - 10, { size: 9.5 });
  });
  const title = `${titleOf(document, texts)} ${document.number}`;
  text(pen, title, LEFT, A4.height - 112 * MM, { size: 14, bold: true });
  pen.y = A4.height - 124 * MM;
  if (document.venue) {
    const { name, street, postalCode, city, country: at } = document.venue;
    const where = [name, street, `${postalCode} ${city}`, ...(at === seller.country ? [] : [countryName(locale, at)])].join(', ');
    text(pen, `${texts.venue}: ${where}`, LEFT, A4.height - 119 * MM, { size: 9 });
    pen.y -= 4 * MM;
  }
}

/** The lines: number, what (the course in bold, then who and when), net amount. */
function table(pen: Pen) {
  const { document, texts } = pen;
  const width = RIGHT - 30 * MM - (LEFT + 12 * MM);
  const measure = (part: string) => pen.regular.widthOfTextAtSize(part, 9);
  text(pen, texts.position, LEFT, pen.y, { size: 8, bold: true });
  text(pen, texts.description, LEFT + 12 * MM, pen.y, { size: 8, bold: true });
  text(pen, texts.amount, RIGHT, pen.y, { size: 8, bold: true, right: true });
  pen.y -= 6;
  pen.page.drawLine({ start: { x: LEFT, y: pen.y }, end: { x: RIGHT, y: pen.y }, thickness: 0.5, color: GREY });
  pen.y -= 14;
  document.lines.forEach((line, index) => {
    const description = wrap(line.description, width, measure);
    room(pen, 14 + description.length * 12);
    text(pen, String(index + 1), LEFT, pen.y);
    text(pen, line.name, LEFT + 12 * MM, pen.y, { bold: true });
    text(pen, formatCents(document.locale, line.net), RIGHT, pen.y, { right: true });
    for (const part of description) {
      pen.y -= 12;
      text(pen, part, LEFT + 12 * MM, pen.y, { size: 9 });
    }
    pen.y -= 18;
  });
  // The reductions, each a line of its own below the places, taken off their sum.
  for (const allowance of document.allowances ?? []) {
    const reason = wrap(`${texts.allowances}: ${allowance.reason}`, width, measure);
    room(pen, 6 + reason.length * 12);
    reason.forEach((part, index) => {
      text(pen, part, LEFT + 12 * MM, pen.y, { bold: index === 0 });
      if (index === 0) text(pen, `−${formatCents(document.locale, allowance.amount)}`, RIGHT, pen.y, { right: true });
      pen.y -= 12;
    });
    pen.y -= 6;
  }
}

/** The net sum, the VAT of each rate, and the gross. */
function totalsBlock(pen: Pen, totals: InvoiceTotals) {
  const { document, texts } = pen;
  const money = (cents: number) => formatCents(document.locale, cents);
  room(pen, 40 + totals.breakdown.length * 14);
  pen.page.drawLine({ start: { x: 105 * MM, y: pen.y + 4 }, end: { x: RIGHT, y: pen.y + 4 }, thickness: 0.5, color: GREY });
  pen.y -= 10;
  const rows: Array<[string, string, boolean]> = [
    [texts.net, money(totals.net), false],
    ...totals.breakdown.map(
      (group) =>
        [
          interpolate(group.rate > 0 ? texts.vat : texts.vatNone, { rate: group.rate, taxable: money(group.taxable) }),
          money(group.tax),
          false,
        ] as [string, string, boolean],
    ),
    [texts.gross, money(totals.gross), true],
  ];
  for (const [label, value, bold] of rows) {
    text(pen, label, 105 * MM, pen.y, { bold });
    text(pen, value, RIGHT, pen.y, { bold, right: true });
    pen.y -= 14;
  }
  pen.y -= 8;
}

/** What the document is called: an invoice, a credit note, or a quote. */
const titleOf = (document: PrintedDocument, texts: InvoiceTexts) =>
  document.kind === 'invoice' ? texts.invoice : document.kind === 'quote' ? texts.quote : texts.credit;

/** The notes (what a credit note corrects, why there is no German VAT), the payment terms, and the GiroCode. */
function closing(pen: Pen, totals: InvoiceTotals) {
  const { document, texts } = pen;
  const measure = (part: string) => pen.regular.widthOfTextAtSize(part, 9);
  const due =
    document.kind === 'invoice'
      ? interpolate(texts.due, { date: formatDate(document.locale, document.dueDate), reference: document.reference })
      : document.kind === 'quote'
        ? interpolate(texts.quoteValid, { date: formatDate(document.locale, document.dueDate) })
        : texts.creditDue;
  const paragraphs = [...documentNotes(document), due].map((paragraph) => wrap(paragraph, 110 * MM, measure));
  const qr = document.kind === 'invoice' && totals.gross > 0;
  room(pen, Math.max(qr ? 36 * MM : 0, paragraphs.flat().length * 12 + 10));
  const top = pen.y;
  for (const part of paragraphs.flat()) {
    text(pen, part, LEFT, pen.y, { size: 9 });
    pen.y -= 12;
  }
  if (!qr) return;
  const { seller } = document;
  const code = girocodeModules({
    name: seller.name,
    iban: seller.iban,
    bic: seller.bic,
    amount: totals.gross,
    text: `${document.number} ${document.reference}`,
  });
  const side = 28 * MM;
  const y0 = top - side + 8;
  drawQr(pen.page, code, RIGHT - side, y0, side);
  text(pen, texts.qr, RIGHT, y0 - 9, { size: 6.5, color: GREY, right: true });
}

/** The PDF of a document. */
export async function invoicePdf(document: PrintedDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const { regular, bold } = await embedFonts(pdf);
  const texts = INVOICE_TEXTS[document.locale];
  const pen: Pen = { pdf, regular, bold, texts, document, page: pdf.addPage([A4.width, A4.height]), y: 0 };
  footer(pen);
  const totals = invoiceTotals(document.lines, document.allowances);
  head(pen);
  table(pen);
  totalsBlock(pen, totals);
  closing(pen, totals);
  pdf.setTitle(`${titleOf(document, texts)} ${document.number}`);
  pdf.setAuthor(document.seller.name);
  pdf.setLanguage(document.locale);
  return pdf.save();
}

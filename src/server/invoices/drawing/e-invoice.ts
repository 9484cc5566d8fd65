/**
 * An invoice document as an EN 16931 e-invoice, with @e-invoice-eu/core: the CII XML
 * (XRechnung's where the buyer gave a buyer reference, as a public buyer's Leitweg-ID is)
 * and the PDF a person reads turned into a Factur-X/ZUGFeRD PDF/A-3 with that very XML
 * embedded. The library's input is its UBL-shaped JSON; it is built here from the document
 * and its totals (totals.ts), so the e-invoice states what the PDF shows. The library's own
 * JSON-schema check (compiled anew on every call, some 150 ms) is left out: the tests check
 * the XML itself against the CII schema and the rules of EN 16931 and XRechnung.
 */
import { FormatFactoryService, type Invoice, type Logger } from '@e-invoice-eu/core';
import { formatDate } from '../../../i18n/format.ts';
import { interpolate } from '../../../i18n/messages.ts';
import { type VatNote, vatNoteText } from '../../../registration-contract/vat-statements.ts';
import type { InvoiceDocument, PrintedDocument } from '../rules/invoice-document.ts';
import { INVOICE_TEXTS } from '../rules/invoice-texts.ts';
import { paymentTerms } from '../rules/payment.ts';
import { type InvoiceTotals, invoiceTotals } from '../rules/totals.ts';
import type { VatCategory, VatTreatment } from '../rules/vat.ts';
import { repairedCii } from './cii-repair.ts';

/** The library logs nothing of ours: an invoice holds personal data. */
const SILENT: Logger = { log: () => {}, warn: () => {}, error: () => {} };
const formats = new FormatFactoryService();

/** Cents as the decimal an e-invoice writes ('1234.50'). */
const amount = (cents: number) => (cents / 100).toFixed(2);
const money = (cents: number) => ({ value: amount(cents), currency: 'EUR' });

/** The exemption a VAT category without VAT states (BT-120, BT-121). */
const EXEMPTIONS: Partial<Record<VatCategory, { code: string; note: VatNote }>> = {
  AE: { code: 'VATEX-EU-AE', note: { kind: 'reverseCharge' } },
  O: { code: 'VATEX-EU-O', note: { kind: 'notTaxable' } },
};

function taxCategory(document: InvoiceDocument, category: VatCategory, rate: number) {
  const exemption = EXEMPTIONS[category];
  return {
    'cbc:ID': category,
    // Not subject to VAT: no rate at all (BR-O-05, BR-O-12).
    ...(category === 'O' ? {} : { 'cbc:Percent': String(rate) }),
    ...(exemption
      ? { 'cbc:TaxExemptionReasonCode': exemption.code, 'cbc:TaxExemptionReason': vatNoteText(document.locale, exemption.note) }
      : {}),
    'cac:TaxScheme': { 'cbc:ID': 'VAT' },
  };
}

/** Why a line bears no VAT, or another country's: taught in person there, or sold to a private person there. */
function noteOf(vat: VatTreatment): VatNote | null {
  const exemption = EXEMPTIONS[vat.category];
  if (exemption) return exemption.note;
  if (!vat.country) return null;
  return { kind: vat.sellerVatId ? 'venue' : 'consumer', country: vat.country };
}

/** The document's notes: what it corrects, and why its lines bear no German VAT (each reason once). */
export function documentNotes(document: PrintedDocument): string[] {
  const texts = INVOICE_TEXTS[document.locale];
  const corrects = document.corrects
    ? [interpolate(texts.corrects, { number: document.corrects.number, date: formatDate(document.locale, document.corrects.issueDate) })]
    : [];
  const reasons = document.lines.flatMap((line) => {
    const note = noteOf(line.vat);
    return note ? [vatNoteText(document.locale, note)] : [];
  });
  return [...corrects, ...new Set(reasons)];
}

/** Where the places are attended in person (BG-13): the venue as the party delivered to, at its address. */
const deliveryOf = (document: InvoiceDocument) =>
  document.venue
    ? {
        'cac:Delivery': {
          'cac:DeliveryLocation': {
            'cac:Address': {
              'cbc:StreetName': document.venue.street,
              'cbc:CityName': document.venue.city,
              'cbc:PostalZone': document.venue.postalCode,
              'cac:Country': { 'cbc:IdentificationCode': document.venue.country },
            },
          },
          'cac:DeliveryParty': { 'cac:PartyName': { 'cbc:Name': document.venue.name } },
        },
      }
    : {};

/** A party's electronic address (its mail, scheme EM) and postal address. */
const addressOf = (party: { email: string; street: string; city: string; postalCode: string; country: string }) => ({
  'cbc:EndpointID': party.email,
  'cbc:EndpointID@schemeID': 'EM',
  'cac:PostalAddress': {
    'cbc:StreetName': party.street,
    'cbc:CityName': party.city,
    'cbc:PostalZone': party.postalCode,
    'cac:Country': { 'cbc:IdentificationCode': party.country },
  },
});

function sellerParty(document: InvoiceDocument, totals: InvoiceTotals) {
  const { seller } = document;
  // Not subject to VAT: the invoice names no VAT ID of the seller (BR-O-02), the tax number instead.
  const notSubject = totals.breakdown.some((group) => group.category === 'O');
  return {
    ...addressOf(seller),
    'cac:PartyTaxScheme': [
      ...(notSubject ? [] : [{ 'cbc:CompanyID': seller.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }]),
      { 'cbc:CompanyID': seller.taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'FC' } },
    ],
    // The register's number identifies the seller too (BT-30: BR-CO-26 wants one identifier where no VAT ID is named).
    'cac:PartyLegalEntity': {
      'cbc:RegistrationName': seller.name,
      'cbc:CompanyID': seller.register,
      'cbc:CompanyLegalForm': `${seller.register}, ${seller.directors}`,
    },
    'cac:Contact': { 'cbc:Name': seller.name, 'cbc:Telephone': seller.phone, 'cbc:ElectronicMail': seller.email },
  };
}

function buyerParty(document: InvoiceDocument, totals: InvoiceTotals) {
  const { buyer } = document;
  const notSubject = totals.breakdown.some((group) => group.category === 'O');
  const { 'cbc:EndpointID': endpoint, 'cbc:EndpointID@schemeID': scheme, ...address } = addressOf(buyer);
  return {
    'cbc:EndpointID': endpoint,
    'cbc:EndpointID@schemeID': scheme,
    // The academy's number of the customer (BT-46).
    ...(buyer.customerNumber === undefined ? {} : { 'cac:PartyIdentification': { 'cbc:ID': String(buyer.customerNumber) } }),
    ...address,
    ...(buyer.vatId && !notSubject ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': buyer.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } } : {}),
    'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyer.name },
    'cac:Contact': { 'cbc:Name': buyer.contact, 'cbc:ElectronicMail': buyer.email },
  };
}

/** The reductions off the lines (BG-20), each of its lines' VAT category and rate. */
function allowancesOf(document: InvoiceDocument) {
  const allowances = document.allowances ?? [];
  if (allowances.length === 0) return {};
  return {
    'cac:AllowanceCharge': allowances.map((allowance) => ({
      'cbc:ChargeIndicator': 'false',
      'cbc:AllowanceChargeReasonCode': '95',
      'cbc:AllowanceChargeReason': allowance.reason,
      'cbc:Amount': amount(allowance.amount),
      'cbc:Amount@currencyID': 'EUR',
      'cac:TaxCategory': {
        'cbc:ID': allowance.vat.category,
        ...(allowance.vat.category === 'O' ? {} : { 'cbc:Percent': String(allowance.vat.rate) }),
        'cac:TaxScheme': { 'cbc:ID': 'VAT' },
      },
    })),
  };
}

/** The library's input for a document. */
export function eInvoiceInput(
  document: InvoiceDocument,
  totals: InvoiceTotals = invoiceTotals(document.lines, document.allowances),
): Invoice {
  const { seller, buyer } = document;
  const withCurrency = (key: string, cents: number) => ({ [key]: money(cents).value, [`${key}@currencyID`]: 'EUR' });
  const notes = documentNotes(document);
  const invoice = {
    'cbc:ID': document.number,
    'cbc:IssueDate': document.issueDate,
    ...(document.kind === 'invoice' ? { 'cbc:DueDate': document.dueDate } : {}),
    'cbc:InvoiceTypeCode': document.kind === 'invoice' ? '380' : '381',
    ...(notes.length > 0 ? { 'cbc:Note': notes } : {}),
    'cbc:DocumentCurrencyCode': 'EUR',
    ...(buyer.reference ? { 'cbc:BuyerReference': buyer.reference } : {}),
    'cac:InvoicePeriod': { 'cbc:StartDate': document.period.start, 'cbc:EndDate': document.period.end },
    ...(buyer.purchaseOrder ? { 'cac:OrderReference': { 'cbc:ID': buyer.purchaseOrder } } : {}),
    // The invoice a credit note reverses (BT-25, BT-26), where the library's CII writer reads it (on the reference
    // itself), its date as it writes it untouched (CII's format 102, YYYYMMDD).
    ...(document.corrects
      ? {
          'cac:BillingReference': [
            { 'cbc:ID': document.corrects.number, 'cbc:IssueDate': document.corrects.issueDate.replaceAll('-', '') },
          ],
        }
      : {}),
    'cac:AccountingSupplierParty': { 'cac:Party': sellerParty(document, totals) },
    'cac:AccountingCustomerParty': { 'cac:Party': buyerParty(document, totals) },
    ...deliveryOf(document),
    'cac:PaymentMeans': [
      {
        'cbc:PaymentMeansCode': '58',
        'cbc:PaymentID': document.reference,
        'cac:PayeeFinancialAccount': {
          'cbc:ID': seller.iban,
          'cbc:Name': seller.name,
          'cac:FinancialInstitutionBranch': { 'cbc:ID': seller.bic },
        },
      },
    ],
    // A credit note is refunded, not paid: its terms say so.
    'cac:PaymentTerms': {
      'cbc:Note': document.kind === 'invoice' ? paymentTerms(document.locale, document.dueDate) : INVOICE_TEXTS[document.locale].creditDue,
    },
    ...allowancesOf(document),
    'cac:TaxTotal': [
      {
        ...withCurrency('cbc:TaxAmount', totals.vat),
        'cac:TaxSubtotal': totals.breakdown.map((group) => ({
          ...withCurrency('cbc:TaxableAmount', group.taxable),
          ...withCurrency('cbc:TaxAmount', group.tax),
          'cac:TaxCategory': taxCategory(document, group.category, group.rate),
        })),
      },
    ],
    'cac:LegalMonetaryTotal': {
      ...withCurrency('cbc:LineExtensionAmount', totals.lines),
      ...withCurrency('cbc:TaxExclusiveAmount', totals.net),
      ...withCurrency('cbc:TaxInclusiveAmount', totals.gross),
      ...(totals.allowances > 0 ? withCurrency('cbc:AllowanceTotalAmount', totals.allowances) : {}),
      ...withCurrency('cbc:PayableAmount', totals.gross),
    },
    'cac:InvoiceLine': document.lines.map((line, index) => ({
      'cbc:ID': String(index + 1),
      'cbc:InvoicedQuantity': '1',
      'cbc:InvoicedQuantity@unitCode': 'C62',
      ...withCurrency('cbc:LineExtensionAmount', line.net),
      'cac:InvoicePeriod': { 'cbc:StartDate': line.period.start, 'cbc:EndDate': line.period.end },
      'cac:Item': {
        'cbc:Description': line.description,
        'cbc:Name': line.name,
        'cac:ClassifiedTaxCategory': taxCategory(document, line.vat.category, line.vat.rate),
      },
      'cac:Price': withCurrency('cbc:PriceAmount', line.net),
    })),
  };
  return { 'ubl:Invoice': invoice } as unknown as Invoice;
}

/** Whether a document is an XRechnung: its buyer gave a buyer reference (a Leitweg-ID), and its XML is sent beside the PDF. */
export const isXRechnung = (document: InvoiceDocument): boolean => document.buyer.reference !== null;

/** XRechnung where the buyer gave a buyer reference; else EN 16931 as Factur-X names it. */
const formatsOf = (document: InvoiceDocument) =>
  isXRechnung(document) ? { xml: 'XRechnung-CII', pdf: 'Factur-X-XRechnung' } : { xml: 'CII', pdf: 'Factur-X-EN16931' };

/** A format's CII profile (the elements it writes), as the library's CII services expose it. */
const profileOf = (service: object) => (service as { readonly fxProfile: number }).fxProfile;

/** The step where the library's CII services write their element tree out, for every CII format alike. */
interface RendersXml {
  renderXML(tree: object): string;
}

async function generated(format: string, input: Invoice, document: InvoiceDocument, pdf?: Uint8Array): Promise<string | Uint8Array> {
  const service = formats.createFormatService(format, SILENT);
  // @e-invoice-eu/core 2.3 writes the buyer's purchase order (BT-13) into Factur-X's EXTENDED profile only, though
  // EN 16931's has it: the PDF embeds the CII of the plain CII format (same specification identifier), purchase order and all.
  if (format === 'Factur-X-EN16931')
    Object.defineProperty(service, 'fxProfile', { value: profileOf(formats.createFormatService('CII', SILENT)) });
  // The library's CII fails the schema in two places (cii-repair.ts): its tree is repaired before it is written.
  const writer = service as unknown as RendersXml;
  const render = writer.renderXML.bind(writer);
  writer.renderXML = (tree) => render(repairedCii(tree));
  const invoice = structuredClone(input);
  service.fillInvoiceDefaults(invoice);
  return service.generate(invoice, {
    format: formats.normalizeFormat(format),
    lang: document.locale,
    ...(pdf ? { pdf: { buffer: pdf, filename: `${document.number}.pdf`, mimetype: 'application/pdf' } } : {}),
  });
}

export interface EInvoice {
  /** The CII XML: what the PDF embeds, and what a mail carries beside it. */
  readonly xml: string;
  /** The Factur-X PDF/A-3. */
  readonly pdf: Uint8Array;
  /** Whether it is an XRechnung. */
  readonly xrechnung: boolean;
}

/** The e-invoice of a document, `drawn` its PDF as a person reads it. */
export async function eInvoice(document: InvoiceDocument, drawn: Uint8Array): Promise<EInvoice> {
  const input = eInvoiceInput(document);
  const format = formatsOf(document);
  const xml = String(await generated(format.xml, input, document));
  const pdf = (await generated(format.pdf, input, document, drawn)) as Uint8Array;
  return { xml, pdf, xrechnung: isXRechnung(document) };
}

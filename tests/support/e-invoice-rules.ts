/**
 * The business rules of EN 16931 and XRechnung that a seminar invoice can break, checked on
 * its CII XML as the official validation artifacts check them (CEN's EN16931-CII
 * schematron, KoSIT's XRechnung-CII schematron), written again here so a fresh clone tests
 * without them: the totals and the VAT breakdown (BR-CO-10 to BR-CO-17), the document's
 * allowances (BR-31 to BR-33, BR-DEC-01, and each category's rate rule), each VAT category
 * the site uses (BR-S-*, BR-AE-*, BR-O-*), the German rules (BR-DE-*), and CII's form of a
 * date (CII-DT-097). `checkCii` names
 * every rule an XML breaks.
 */
import { convert } from 'xmlbuilder2';

type Node = Record<string, unknown>;

const asArray = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Every node at a path of element names below `node`. */
function at(node: unknown, path: string): unknown[] {
  return path
    .split('/')
    .reduce<unknown[]>(
      (nodes, name) => nodes.flatMap((item) => (item && typeof item === 'object' ? asArray((item as Node)[name]) : [])),
      [node],
    );
}

const textOf = (node: unknown): string =>
  node && typeof node === 'object' ? String((node as Node)['#'] ?? '') : node === undefined ? '' : String(node);
const first = (node: unknown, path: string) => textOf(at(node, path)[0]);
const cents = (value: string) => Math.round(Number(value) * 100);

interface Breakdown {
  category: string;
  rate: string;
  taxable: number;
  tax: number;
  exemption: string;
}

function mod97(text: string): number {
  let remainder = 0;
  for (const character of text) {
    const value = Number.parseInt(character, 36);
    remainder = (value < 10 ? remainder * 10 + value : remainder * 100 + value) % 97;
  }
  return remainder;
}

const XRECHNUNG = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';

/** The rules the XML breaks, by id (none: it passes them). */
export function checkCii(xml: string): string[] {
  const root = (convert(xml, { format: 'object' }) as Node)['rsm:CrossIndustryInvoice'];
  const trade = at(root, 'rsm:SupplyChainTradeTransaction')[0];
  const agreement = at(trade, 'ram:ApplicableHeaderTradeAgreement')[0];
  const settlement = at(trade, 'ram:ApplicableHeaderTradeSettlement')[0];
  const sums = at(settlement, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation')[0];
  const seller = at(agreement, 'ram:SellerTradeParty')[0];
  const buyer = at(agreement, 'ram:BuyerTradeParty')[0];
  const lines = at(trade, 'ram:IncludedSupplyChainTradeLineItem').map((line) => ({
    net: cents(first(line, 'ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount')),
    category: first(line, 'ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:CategoryCode'),
    rate: first(line, 'ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:RateApplicablePercent'),
  }));
  const breakdown: Breakdown[] = at(settlement, 'ram:ApplicableTradeTax').map((tax) => ({
    category: first(tax, 'ram:CategoryCode'),
    rate: first(tax, 'ram:RateApplicablePercent'),
    taxable: cents(first(tax, 'ram:BasisAmount')),
    tax: cents(first(tax, 'ram:CalculatedAmount')),
    exemption: first(tax, 'ram:ExemptionReasonCode') || first(tax, 'ram:ExemptionReason'),
  }));
  const amount = (name: string) => cents(first(sums, name) || '0');
  const documentAllowances = at(settlement, 'ram:SpecifiedTradeAllowanceCharge').map((item) => ({
    charge: first(item, 'ram:ChargeIndicator/udt:Indicator') === 'true',
    amount: first(item, 'ram:ActualAmount'),
    reason: first(item, 'ram:Reason'),
    reasonCode: first(item, 'ram:ReasonCode'),
    category: first(item, 'ram:CategoryTradeTax/ram:CategoryCode'),
    rate: first(item, 'ram:CategoryTradeTax/ram:RateApplicablePercent'),
  }));
  const allowancesOf = (category: string, rate?: string) =>
    documentAllowances
      .filter((item) => item.category === category && (rate === undefined || Number(item.rate) === Number(rate)))
      .reduce((sum, item) => sum + (item.charge ? 1 : -1) * cents(item.amount), 0);
  const allowanceCharges = (charge: boolean) =>
    at(settlement, 'ram:SpecifiedTradeAllowanceCharge')
      .filter((item) => first(item, 'ram:ChargeIndicator/udt:Indicator') === String(charge))
      .reduce<number>((sum, item) => sum + cents(first(item, 'ram:ActualAmount')), 0);
  const taxIds = (party: unknown, scheme: string) =>
    at(party, 'ram:SpecifiedTaxRegistration/ram:ID')
      .filter((id) => (id as Node)['@schemeID'] === scheme)
      .map(textOf);
  const sellerVatId = taxIds(seller, 'VA').length > 0;
  const buyerVatId = taxIds(buyer, 'VA').length > 0;
  const sumOf = (category: string, rate?: string) =>
    lines
      .filter((line) => line.category === category && (rate === undefined || line.rate === rate))
      .reduce((sum, line) => sum + line.net, 0) + allowancesOf(category, rate);
  const categories = new Set(lines.map((line) => line.category));
  const dates = [...xml.matchAll(/<udt:DateTimeString format="102">([^<]*)<\/udt:DateTimeString>/g)].map(([, value]) => value);
  const broken = new Map<string, boolean>([
    ['CII-DT-097', dates.some((value) => !/^\d{8}$/.test(value ?? ''))],
    ['BR-CO-10', amount('ram:LineTotalAmount') !== lines.reduce((sum, line) => sum + line.net, 0)],
    ['BR-CO-11', amount('ram:AllowanceTotalAmount') !== allowanceCharges(false)],
    ['BR-CO-12', amount('ram:ChargeTotalAmount') !== allowanceCharges(true)],
    [
      'BR-CO-13',
      amount('ram:TaxBasisTotalAmount') !==
        amount('ram:LineTotalAmount') - amount('ram:AllowanceTotalAmount') + amount('ram:ChargeTotalAmount'),
    ],
    ['BR-CO-14', amount('ram:TaxTotalAmount') !== breakdown.reduce((sum, group) => sum + group.tax, 0)],
    ['BR-CO-15', amount('ram:GrandTotalAmount') !== amount('ram:TaxBasisTotalAmount') + amount('ram:TaxTotalAmount')],
    [
      'BR-CO-16',
      amount('ram:DuePayableAmount') !== amount('ram:GrandTotalAmount') - amount('ram:TotalPrepaidAmount') + amount('ram:RoundingAmount'),
    ],
    ['BR-CO-17', breakdown.some((group) => group.tax !== Math.round((group.taxable * Number(group.rate || 0)) / 100))],
    ['BR-31', documentAllowances.some((item) => !item.charge && item.amount === '')],
    ['BR-32', documentAllowances.some((item) => !item.charge && item.category === '')],
    ['BR-33', documentAllowances.some((item) => !item.charge && item.reason === '' && item.reasonCode === '')],
    ['BR-DEC-01', documentAllowances.some((item) => !/^-?\d+(\.\d{1,2})?$/.test(item.amount))],
    ['BR-S-02', categories.has('S') && !sellerVatId],
    ['BR-S-06', documentAllowances.some((item) => item.category === 'S' && !(Number(item.rate) > 0))],
    ['BR-AE-06', documentAllowances.some((item) => item.category === 'AE' && Number(item.rate) !== 0)],
    ['BR-O-06', documentAllowances.some((item) => item.category === 'O' && item.rate !== '')],
    ['BR-S-08', breakdown.some((group) => group.category === 'S' && group.taxable !== sumOf('S', group.rate))],
    ['BR-S-09', breakdown.some((group) => group.category === 'S' && group.tax !== Math.round((group.taxable * Number(group.rate)) / 100))],
    ['BR-S-10', breakdown.some((group) => group.category === 'S' && group.exemption !== '')],
    ['BR-AE-02', categories.has('AE') && !(sellerVatId && buyerVatId)],
    ['BR-AE-05', lines.some((line) => line.category === 'AE' && line.rate !== '0')],
    ['BR-AE-08', breakdown.some((group) => group.category === 'AE' && group.taxable !== sumOf('AE'))],
    ['BR-AE-09', breakdown.some((group) => group.category === 'AE' && group.tax !== 0)],
    ['BR-AE-10', breakdown.some((group) => group.category === 'AE' && group.exemption === '')],
    ['BR-O-02', categories.has('O') && (sellerVatId || buyerVatId)],
    ['BR-O-05', lines.some((line) => line.category === 'O' && line.rate !== '')],
    ['BR-O-08', breakdown.some((group) => group.category === 'O' && group.taxable !== sumOf('O'))],
    ['BR-O-09', breakdown.some((group) => group.category === 'O' && group.tax !== 0)],
    ['BR-O-10', breakdown.some((group) => group.category === 'O' && group.exemption === '')],
    ['BR-O-11', categories.has('O') && (categories.size > 1 || breakdown.some((group) => group.category !== 'O'))],
  ]);
  if (first(root, 'rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID') === XRECHNUNG) {
    const contact = at(seller, 'ram:DefinedTradeContact')[0];
    const payment = at(settlement, 'ram:SpecifiedTradeSettlementPaymentMeans');
    const iban = first(payment[0], 'ram:PayeePartyCreditorFinancialAccount/ram:IBANID').replace(/\s/g, '');
    const german = [
      ['BR-DE-1', payment.length === 0],
      ['BR-DE-2', contact === undefined],
      ['BR-DE-3', first(seller, 'ram:PostalTradeAddress/ram:CityName') === ''],
      ['BR-DE-4', first(seller, 'ram:PostalTradeAddress/ram:PostcodeCode') === ''],
      ['BR-DE-5', first(contact, 'ram:PersonName') === '' && first(contact, 'ram:DepartmentName') === ''],
      ['BR-DE-6', first(contact, 'ram:TelephoneUniversalCommunication/ram:CompleteNumber') === ''],
      ['BR-DE-7', first(contact, 'ram:EmailURIUniversalCommunication/ram:URIID') === ''],
      ['BR-DE-8', first(buyer, 'ram:PostalTradeAddress/ram:CityName') === ''],
      ['BR-DE-9', first(buyer, 'ram:PostalTradeAddress/ram:PostcodeCode') === ''],
      ['BR-DE-15', first(agreement, 'ram:BuyerReference') === ''],
      ['BR-DE-16', [...categories].some((code) => code !== 'O') && !sellerVatId && taxIds(seller, 'FC').length === 0],
      ['BR-DE-17', !['326', '380', '384', '389', '381', '875', '876', '877'].includes(first(root, 'rsm:ExchangedDocument/ram:TypeCode'))],
      [
        'BR-DE-19',
        first(payment[0], 'ram:TypeCode') === '58' &&
          !(/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban) && mod97(iban.slice(4) + iban.slice(0, 4)) === 1),
      ],
      ['BR-DE-23-a', first(payment[0], 'ram:TypeCode') === '58' && iban === ''],
    ] as const;
    for (const [rule, fails] of german) broken.set(rule, fails);
  }
  return [...broken].filter(([, fails]) => fails).map(([rule]) => rule);
}

/** The specification identifier (BT-24) of a CII XML: whether it claims to be an XRechnung. */
export const isXRechnung = (xml: string) => xml.includes(`<ram:ID>${XRECHNUNG}</ram:ID>`);

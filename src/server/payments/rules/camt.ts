/**
 * A bank's account statement (camt.053) or notification of credits and debits (camt.054), in
 * the versions German banks export (`.001.02`, `.001.08`), read into the incoming payments it
 * books: each credit transfer's amount in cents, its days, who paid from which account, the
 * text the payer wrote, and the key it is recorded under once (the account and the bank's
 * reference of the entry, which a notification and the statement that follows share). The
 * file is first held to the schema of its version for what is read (camt-schema.ts); anything
 * else is refused with one line that says why. Pure.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { type CamtNode, type CamtVersion, camtProblems, SUPPORTED_CAMT } from './camt-schema.ts';

export interface IncomingPayment {
  /** What it is recorded under once: the account, and the bank's reference (else the statement and the entry's place). */
  readonly key: string;
  /** Cents, positive. */
  readonly amount: number;
  readonly currency: string;
  /** 'YYYY-MM-DD'. */
  readonly bookingDate: string;
  readonly valueDate: string;
  readonly payerName: string | null;
  readonly payerIban: string | null;
  /** What the payer wrote (unstructured lines joined by a space, then the structured creditor references). */
  readonly remittance: string;
  /** The bank's reference of the entry, where it gives one. */
  readonly bankReference: string | null;
  readonly endToEndId: string | null;
}

export interface Statement {
  readonly version: CamtVersion;
  /** The message's id (its group header's), for what is said of the import. */
  readonly messageId: string;
  /** Each statement's (or notification's) id and account. */
  readonly accounts: ReadonlyArray<{ readonly id: string; readonly iban: string }>;
  readonly payments: readonly IncomingPayment[];
}

/** A file that is no statement this reader takes: its one line says why. */
export class StatementError extends Error {}

const LISTS = new Set(['Stmt', 'Ntfctn', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'Bal']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => LISTS.has(name),
});

const text = (node: unknown): string | null => {
  if (typeof node === 'string') return node;
  if (node && typeof node === 'object' && '#text' in node) return String((node as { '#text': unknown })['#text']);
  return null;
};
const list = (node: unknown): CamtNode[] => (Array.isArray(node) ? (node as CamtNode[]) : []);
const child = (node: CamtNode | undefined, ...path: string[]): CamtNode | undefined =>
  path.reduce<CamtNode | undefined>((at, name) => (at?.[name] as CamtNode | undefined) ?? undefined, node);

/** '12.30' -> 1230 cents (the schema allows at most five decimals; a payment has two). */
function cents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(`${fraction}00`.slice(0, 2));
}

/** A day of a date that is a day or a moment. */
const dayOf = (node: CamtNode | undefined): string => (text(node?.Dt) ?? text(node?.DtTm) ?? '').slice(0, 10);

/** Who paid: the debtor, as version 2 (Dbtr/Nm) or 8 (Dbtr/Pty/Nm) names them. */
function payerOf(details: CamtNode | undefined) {
  const parties = child(details, 'RltdPties');
  const name = text(child(parties, 'Dbtr', 'Nm')) ?? text(child(parties, 'Dbtr', 'Pty', 'Nm'));
  const iban = text(child(parties, 'DbtrAcct', 'Id', 'IBAN'));
  return { payerName: name, payerIban: iban };
}

function remittanceOf(details: CamtNode | undefined): string {
  const info = child(details, 'RmtInf');
  const lines = list(info?.Ustrd).map(text);
  const references = list(info?.Strd).map((structured) => text(child(structured, 'CdtrRefInf', 'Ref')));
  return [...lines, ...references].filter((line): line is string => Boolean(line)).join(' ');
}

/** The incoming payments of one entry: one, or one per transaction where it books several. */
function paymentsOf(entry: CamtNode, keyOf: (transaction: number) => string, version: CamtVersion): IncomingPayment[] {
  const status = text(child(entry, 'Sts', 'Cd')) ?? text(entry.Sts);
  if (text(entry.CdtDbtInd) !== 'CRDT' || status !== 'BOOK' || text(entry.RvslInd) === 'true') return [];
  const transactions = list(entry.NtryDtls).flatMap((details) => list(details.TxDtls));
  const entryAmount = child(entry, 'Amt');
  const common = {
    bookingDate: dayOf(child(entry, 'BookgDt')),
    valueDate: dayOf(child(entry, 'ValDt')),
    bankReference: text(entry.AcctSvcrRef),
  };
  // One transaction (or none given): the entry is the payment; several: each is.
  const booked = transactions.length > 1 ? transactions : [transactions[0]];
  return booked.map((transaction, index) => {
    const amount = transactions.length > 1 ? transactionAmount(transaction, version) : entryAmount;
    return {
      key: keyOf(transactions.length > 1 ? index : 0),
      amount: cents(text(amount) ?? '0'),
      currency: String((amount as CamtNode | undefined)?.['@Ccy'] ?? ''),
      ...common,
      ...payerOf(transaction),
      remittance: remittanceOf(transaction),
      endToEndId: text(child(transaction, 'Refs', 'EndToEndId')),
    };
  });
}

/** A transaction's own amount: version 2 gives it in its amount details, version 8 beside them too. */
const transactionAmount = (transaction: CamtNode | undefined, version: CamtVersion) =>
  (version.endsWith('.08') ? child(transaction, 'Amt') : undefined) ?? child(transaction, 'AmtDtls', 'TxAmt', 'Amt');

/** The statement in `xml`; a StatementError names what makes it none this reader takes. */
export function readStatement(xml: string): Statement {
  if (/<!DOCTYPE/i.test(xml)) throw new StatementError('a statement has no document type declaration: refused');
  const namespace = /xmlns(?::\w+)?="urn:iso:std:iso:20022:tech:xsd:([a-z]+\.\d{3}\.\d{3}\.\d{2})"/.exec(xml)?.[1];
  if (!namespace) throw new StatementError('not an ISO 20022 message: no urn:iso:std:iso:20022:tech:xsd: namespace');
  const version = SUPPORTED_CAMT.find((supported) => supported === namespace);
  if (!version) throw new StatementError(`${namespace} is not read: only ${SUPPORTED_CAMT.join(', ')}`);
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) throw new StatementError(`not well-formed XML: ${wellFormed.err.msg} (line ${wellFormed.err.line})`);
  const document = (parser.parse(xml) as CamtNode).Document as CamtNode | undefined;
  const problems = camtProblems(document, version);
  if (problems.length > 0) throw new StatementError(`not valid ${version}: ${problems.slice(0, 3).join('; ')}`);
  const notification = version.startsWith('camt.054');
  const message = child(document, notification ? 'BkToCstmrDbtCdtNtfctn' : 'BkToCstmrStmt');
  const reports = list(message?.[notification ? 'Ntfctn' : 'Stmt']).map((report) => ({
    id: text(report.Id) ?? '',
    iban: text(child(report, 'Acct', 'Id', 'IBAN')) ?? text(child(report, 'Acct', 'Id', 'Othr', 'Id')) ?? '',
    entries: list(report.Ntry),
  }));
  const payments = reports.flatMap(({ id, iban, entries }) =>
    entries.flatMap((entry, position) => {
      const reference = text(entry.AcctSvcrRef);
      const keyOf = (transaction: number) =>
        `${iban}:${reference ?? `${id}#${position + 1}`}${transaction > 0 ? `/${transaction + 1}` : ''}`;
      return paymentsOf(entry, keyOf, version);
    }),
  );
  return {
    version,
    messageId: text(child(message, 'GrpHdr', 'MsgId')) ?? '',
    accounts: reports.map(({ id, iban }) => ({ id, iban })),
    payments,
  };
}

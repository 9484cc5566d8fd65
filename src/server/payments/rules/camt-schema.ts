/**
 * The rules of the ISO 20022 schemas of camt.053 and camt.054 (versions `.001.02` and
 * `.001.08`) for every element camt.ts reads, ported from the schemas' definitions (neither
 * npm nor Debian carries the schema files): the document's message, its group header, each
 * statement's or notification's id, creation time and account (a statement's balances too),
 * and each entry's amount, its credit or debit mark, status, bank transaction code, dates and
 * references, with their types' patterns and lengths. A file that breaks one is not read.
 * Pure; tests/unit/camt.test.ts holds each rule.
 */

export const SUPPORTED_CAMT = ['camt.053.001.02', 'camt.053.001.08', 'camt.054.001.02', 'camt.054.001.08'] as const;
export type CamtVersion = (typeof SUPPORTED_CAMT)[number];

/** An element as the XML reader gives it: its children by name, its attributes as '@name', its text as '#text'. */
export type CamtNode = { readonly [name: string]: unknown };

/** ActiveOrHistoricCurrencyAndAmount: not negative, at most 18 digits of which 5 after the point. */
const AMOUNT = /^(?=(?:\D*\d){1,18}$)\d+(?:\.\d{1,5})?$/;
const CURRENCY = /^[A-Z]{3}$/;
const IBAN = /^[A-Z]{2}[0-9]{2}[a-zA-Z0-9]{1,30}$/;
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const ISO_DATE_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/;
/** Version 2's entry status codes; version 8's is an external code of at most four letters (or a proprietary one). */
const ENTRY_STATUS_2 = new Set(['BOOK', 'PDNG', 'INFO']);

const textOf = (node: unknown): string | null => {
  if (typeof node === 'string') return node;
  if (node && typeof node === 'object' && '#text' in node) return String((node as CamtNode)['#text']);
  return null;
};
const nodes = (node: unknown): CamtNode[] => (Array.isArray(node) ? (node as CamtNode[]) : node ? [node as CamtNode] : []);

/** Checks of one element's children, collecting what breaks the schema under `at`. */
function checker(problems: string[]) {
  const maxText = (node: CamtNode | undefined, name: string, at: string, max: number, required: boolean) => {
    const value = textOf(node?.[name]);
    if (value === null) {
      if (required) problems.push(`${at}/${name} is missing`);
      return;
    }
    if (value.length < 1 || value.length > max) problems.push(`${at}/${name} must be 1 to ${max} characters`);
  };
  const pattern = (node: CamtNode | undefined, name: string, at: string, rule: RegExp, what: string, required: boolean) => {
    const value = textOf(node?.[name]);
    if (value === null) {
      if (required) problems.push(`${at}/${name} is missing`);
    } else if (!rule.test(value)) problems.push(`${at}/${name} '${value}' is not ${what}`);
  };
  const amount = (node: CamtNode | undefined, at: string) => {
    const element = node?.Amt as CamtNode | string | undefined;
    if (element === undefined) return problems.push(`${at}/Amt is missing`);
    const value = textOf(element);
    if (value === null || !AMOUNT.test(value)) problems.push(`${at}/Amt '${value}' is not an amount`);
    const currency = typeof element === 'object' ? textOf(element['@Ccy']) : null;
    if (currency === null || !CURRENCY.test(currency)) problems.push(`${at}/Amt needs a currency of three capitals (Ccy)`);
  };
  const day = (node: CamtNode | undefined, name: string, at: string) => {
    const choice = node?.[name] as CamtNode | undefined;
    if (choice === undefined) return;
    if (choice.Dt !== undefined) pattern(choice, 'Dt', `${at}/${name}`, ISO_DATE, 'a date', true);
    else if (choice.DtTm !== undefined) pattern(choice, 'DtTm', `${at}/${name}`, ISO_DATE_TIME, 'a date and time', true);
    else problems.push(`${at}/${name} needs Dt or DtTm`);
  };
  return { maxText, pattern, amount, day };
}

function entryProblems(entry: CamtNode, at: string, version: CamtVersion, check: ReturnType<typeof checker>, problems: string[]) {
  check.amount(entry, at);
  const mark = textOf(entry.CdtDbtInd);
  if (mark !== 'CRDT' && mark !== 'DBIT') problems.push(`${at}/CdtDbtInd must be CRDT or DBIT`);
  const sts = entry.Sts as CamtNode | string | undefined;
  const coded = typeof sts === 'object' && sts.Cd !== undefined;
  const status = version.endsWith('.02') ? textOf(sts) : typeof sts === 'object' ? (textOf(sts.Cd) ?? textOf(sts.Prtry)) : null;
  const known = version.endsWith('.02')
    ? ENTRY_STATUS_2.has(status ?? '')
    : coded
      ? /^[A-Z]{1,4}$/.test(status ?? '')
      : (status ?? '').length <= 35;
  if (status === null) problems.push(`${at}/Sts is missing`);
  else if (!known) problems.push(`${at}/Sts '${status}' is not an entry status of ${version}`);
  if (entry.BkTxCd === undefined) problems.push(`${at}/BkTxCd is missing`);
  check.day(entry, 'BookgDt', at);
  check.day(entry, 'ValDt', at);
  check.maxText(entry, 'AcctSvcrRef', at, 35, false);
  check.maxText(entry, 'NtryRef', at, 35, false);
  nodes(entry.NtryDtls).forEach((details, d) => {
    nodes(details.TxDtls).forEach((transaction, t) => {
      const where = `${at}/NtryDtls[${d + 1}]/TxDtls[${t + 1}]`;
      const amounts = transaction.AmtDtls as CamtNode | undefined;
      if (amounts?.TxAmt !== undefined) check.amount(amounts.TxAmt as CamtNode, `${where}/AmtDtls/TxAmt`);
      if (version.endsWith('.08') && transaction.Amt !== undefined) check.amount(transaction, where);
      const refs = transaction.Refs as CamtNode | undefined;
      check.maxText(refs, 'EndToEndId', `${where}/Refs`, 35, false);
      const info = transaction.RmtInf as CamtNode | undefined;
      for (const line of nodes(info?.Ustrd)) {
        const value = textOf(line) ?? '';
        if (value.length < 1 || value.length > 140) problems.push(`${where}/RmtInf/Ustrd must be 1 to 140 characters`);
      }
      const parties = transaction.RltdPties as CamtNode | undefined;
      const debtorAccount = (parties?.DbtrAcct as CamtNode | undefined)?.Id as CamtNode | undefined;
      check.pattern(debtorAccount, 'IBAN', `${where}/RltdPties/DbtrAcct/Id`, IBAN, 'an IBAN', false);
    });
  });
}

/** What in `document` (the XML's Document element) breaks the schema of `version`, each with where it is. */
export function camtProblems(document: CamtNode | undefined, version: CamtVersion): string[] {
  const problems: string[] = [];
  const check = checker(problems);
  const notification = version.startsWith('camt.054');
  const messageName = notification ? 'BkToCstmrDbtCdtNtfctn' : 'BkToCstmrStmt';
  const message = document?.[messageName] as CamtNode | undefined;
  if (!message) return [`Document/${messageName} is missing`];
  const header = message.GrpHdr as CamtNode | undefined;
  if (!header) problems.push(`${messageName}/GrpHdr is missing`);
  check.maxText(header, 'MsgId', `${messageName}/GrpHdr`, 35, true);
  check.pattern(header, 'CreDtTm', `${messageName}/GrpHdr`, ISO_DATE_TIME, 'a date and time', true);
  const reportName = notification ? 'Ntfctn' : 'Stmt';
  const reports = nodes(message[reportName]);
  if (reports.length === 0) problems.push(`${messageName}/${reportName} is missing`);
  reports.forEach((report, r) => {
    const at = `${reportName}[${r + 1}]`;
    check.maxText(report, 'Id', at, 35, true);
    check.pattern(report, 'CreDtTm', at, ISO_DATE_TIME, 'a date and time', true);
    const account = report.Acct as CamtNode | undefined;
    const id = account?.Id as CamtNode | undefined;
    if (!id) problems.push(`${at}/Acct/Id is missing`);
    else if (id.IBAN !== undefined) check.pattern(id, 'IBAN', `${at}/Acct/Id`, IBAN, 'an IBAN', true);
    else if (id.Othr === undefined) problems.push(`${at}/Acct/Id needs IBAN or Othr`);
    if (!notification && nodes(report.Bal).length === 0) problems.push(`${at}/Bal is missing: a statement states its balances`);
    nodes(report.Ntry).forEach((entry, e) => {
      entryProblems(entry, `${at}/Ntry[${e + 1}]`, version, check, problems);
    });
  });
  return problems;
}

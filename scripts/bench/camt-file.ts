/**
 * Bank statements (camt.053) and notifications (camt.054) as a German bank writes them, in
 * version `.001.02` or `.001.08`, made by the tests and the bench: the academy's account, and the entries a
 * test names (credits by default, booked, each with its bank reference, the payer and the text
 * they wrote; several transactions in one entry where given).
 */
import type { CamtVersion } from '../../src/server/payments/rules/camt-schema.ts';

export interface TestTransaction {
  readonly amount: string;
  readonly text?: readonly string[];
  readonly payer?: string;
  readonly payerIban?: string;
  readonly endToEndId?: string;
}

export interface TestEntry extends TestTransaction {
  /** The bank's reference of the entry (AcctSvcrRef); none where null. */
  readonly bankReference?: string | null;
  readonly debit?: boolean;
  readonly status?: 'BOOK' | 'PDNG' | 'INFO';
  readonly day?: string;
  /** Several transactions booked as this one entry (its amount their sum). */
  readonly transactions?: readonly TestTransaction[];
}

export const ACADEMY_IBAN = 'DE02120300000000202051';

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function transaction(version: CamtVersion, item: TestTransaction, own: boolean): string {
  const v8 = version.endsWith('.08');
  const debtor = item.payer
    ? v8
      ? `<Dbtr><Pty><Nm>${escaped(item.payer)}</Nm></Pty></Dbtr>`
      : `<Dbtr><Nm>${escaped(item.payer)}</Nm></Dbtr>`
    : '';
  const account = item.payerIban ? `<DbtrAcct><Id><IBAN>${item.payerIban}</IBAN></Id></DbtrAcct>` : '';
  const amount = own
    ? `${v8 ? `<Amt Ccy="EUR">${item.amount}</Amt>` : ''}<AmtDtls><TxAmt><Amt Ccy="EUR">${item.amount}</Amt></TxAmt></AmtDtls>`
    : '';
  const lines = (item.text ?? []).map((line) => `<Ustrd>${escaped(line)}</Ustrd>`).join('');
  return [
    '<TxDtls>',
    `<Refs><EndToEndId>${item.endToEndId ?? 'NOTPROVIDED'}</EndToEndId></Refs>`,
    amount,
    debtor || account ? `<RltdPties>${debtor}${account}</RltdPties>` : '',
    lines ? `<RmtInf>${lines}</RmtInf>` : '',
    '</TxDtls>',
  ].join('');
}

function entry(version: CamtVersion, item: TestEntry, position: number): string {
  const day = item.day ?? '2027-06-20';
  const status = version.endsWith('.08') ? `<Sts><Cd>${item.status ?? 'BOOK'}</Cd></Sts>` : `<Sts>${item.status ?? 'BOOK'}</Sts>`;
  const reference = item.bankReference === null ? '' : `<AcctSvcrRef>${item.bankReference ?? `REF-${position + 1}`}</AcctSvcrRef>`;
  const details = item.transactions
    ? item.transactions.map((each) => transaction(version, each, true)).join('')
    : transaction(version, item, false);
  return [
    '<Ntry>',
    `<Amt Ccy="EUR">${item.amount}</Amt>`,
    `<CdtDbtInd>${item.debit ? 'DBIT' : 'CRDT'}</CdtDbtInd>`,
    status,
    `<BookgDt><Dt>${day}</Dt></BookgDt><ValDt><Dt>${day}</Dt></ValDt>`,
    reference,
    '<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>',
    `<NtryDtls>${details}</NtryDtls>`,
    '</Ntry>',
  ].join('');
}

/** A statement (camt.053) or notification (camt.054) of the academy's account with `entries`. */
export function camtFile(version: CamtVersion, entries: readonly TestEntry[], id = 'STMT-2027-06-20'): string {
  const notification = version.startsWith('camt.054');
  const balance = notification
    ? ''
    : '<Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">100000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2027-06-20</Dt></Dt></Bal>';
  const report = notification ? 'Ntfctn' : 'Stmt';
  const message = notification ? 'BkToCstmrDbtCdtNtfctn' : 'BkToCstmrStmt';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:${version}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">`,
    `<${message}><GrpHdr><MsgId>${id}-MSG</MsgId><CreDtTm>2027-06-20T18:00:00+02:00</CreDtTm></GrpHdr>`,
    `<${report}><Id>${id}</Id><CreDtTm>2027-06-20T18:00:00+02:00</CreDtTm>`,
    `<Acct><Id><IBAN>${ACADEMY_IBAN}</IBAN></Id><Ccy>EUR</Ccy></Acct>`,
    balance,
    entries.map((item, position) => entry(version, item, position)).join(''),
    `</${report}></${message}></Document>`,
  ].join('');
}

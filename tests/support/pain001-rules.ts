/**
 * What a bank checks first in a SEPA credit transfer file: the rules of the ISO 20022
 * pain.001.001.09 schema for the elements a transfer file has (ids, counts, sums, dates,
 * amounts, names, IBANs and BICs with their patterns and lengths), ported (neither npm nor
 * Debian carries the schema files), with the EPC's restrictions on top (euros with two
 * decimals from 0.01, the SEPA character set, names of at most 70 characters, the service level
 * SEPA and charges shared, SLEV) and the sums and counts the file states agreeing with its
 * transfers. `pain001Problems` names every breach; none: the bank takes it.
 */
import { XMLParser } from 'fast-xml-parser';

type Node = { readonly [name: string]: unknown };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['PmtInf', 'CdtTrfTxInf', 'Ustrd'].includes(name),
});

const SEPA_TEXT = /^[A-Za-z0-9/\-?:().,'+ ]+$/;
const IBAN = /^[A-Z]{2}[0-9]{2}[a-zA-Z0-9]{1,30}$/;
const BIC = /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const ISO_DATE_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/;
const COUNT = /^[0-9]{1,15}$/;
const EURO_AMOUNT = /^\d{1,9}\.\d{2}$/;

const text = (node: unknown): string | null =>
  typeof node === 'string' ? node : node && typeof node === 'object' && '#text' in node ? String((node as Node)['#text']) : null;
const at = (node: unknown, ...path: string[]): unknown => path.reduce<unknown>((here, name) => (here as Node | undefined)?.[name], node);

/** Whether an IBAN's check digits hold (ISO 13616: the number mod 97 is 1). */
function ibanChecks(iban: string): boolean {
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of moved) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

export function pain001Problems(xml: string): string[] {
  const problems: string[] = [];
  if (!xml.includes('xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"')) problems.push('not a pain.001.001.09 document');
  const message = at(parser.parse(xml), 'Document', 'CstmrCdtTrfInitn') as Node | undefined;
  if (!message) return [...problems, 'Document/CstmrCdtTrfInitn is missing'];
  const check = (where: string, value: unknown, rule: RegExp | ((value: string) => boolean), what: string) => {
    const found = text(value);
    const holds = found !== null && (typeof rule === 'function' ? rule(found) : rule.test(found));
    if (!holds) problems.push(`${where} ${found === null ? 'is missing' : `'${found}' is not ${what}`}`);
  };
  const sepa = (max: number) => (value: string) => value.length >= 1 && value.length <= max && SEPA_TEXT.test(value);
  const header = message.GrpHdr as Node | undefined;
  check('GrpHdr/MsgId', header?.MsgId, sepa(35), 'an id of 1 to 35 SEPA characters');
  check('GrpHdr/CreDtTm', header?.CreDtTm, ISO_DATE_TIME, 'a date and time');
  check('GrpHdr/InitgPty/Nm', at(header, 'InitgPty', 'Nm'), sepa(70), 'a name of 1 to 70 SEPA characters');
  const payments = (message.PmtInf as Node[] | undefined) ?? [];
  if (payments.length === 0) problems.push('PmtInf is missing');
  let allTransfers = 0;
  let allCents = 0;
  payments.forEach((payment, p) => {
    const where = `PmtInf[${p + 1}]`;
    check(`${where}/PmtInfId`, payment.PmtInfId, sepa(35), 'an id of 1 to 35 SEPA characters');
    check(`${where}/PmtMtd`, payment.PmtMtd, /^TRF$/, 'TRF');
    check(`${where}/PmtTpInf/SvcLvl/Cd`, at(payment, 'PmtTpInf', 'SvcLvl', 'Cd'), /^SEPA$/, 'SEPA');
    check(`${where}/ReqdExctnDt/Dt`, at(payment, 'ReqdExctnDt', 'Dt'), ISO_DATE, 'a date');
    check(`${where}/Dbtr/Nm`, at(payment, 'Dbtr', 'Nm'), sepa(70), 'a name of 1 to 70 SEPA characters');
    check(`${where}/DbtrAcct/Id/IBAN`, at(payment, 'DbtrAcct', 'Id', 'IBAN'), (value) => IBAN.test(value) && ibanChecks(value), 'an IBAN');
    check(`${where}/DbtrAgt/FinInstnId/BICFI`, at(payment, 'DbtrAgt', 'FinInstnId', 'BICFI'), BIC, 'a BIC');
    check(`${where}/ChrgBr`, payment.ChrgBr, /^SLEV$/, 'SLEV');
    const transfers = (payment.CdtTrfTxInf as Node[] | undefined) ?? [];
    if (transfers.length === 0) problems.push(`${where}/CdtTrfTxInf is missing`);
    let cents = 0;
    transfers.forEach((transfer, t) => {
      const here = `${where}/CdtTrfTxInf[${t + 1}]`;
      check(`${here}/PmtId/EndToEndId`, at(transfer, 'PmtId', 'EndToEndId'), sepa(35), 'an id of 1 to 35 SEPA characters');
      const amount = at(transfer, 'Amt', 'InstdAmt') as Node | undefined;
      check(
        `${here}/Amt/InstdAmt`,
        amount,
        (value) => EURO_AMOUNT.test(value) && Number(value) >= 0.01,
        'euros from 0.01 with two decimals',
      );
      if (text(amount?.['@Ccy']) !== 'EUR') problems.push(`${here}/Amt/InstdAmt must be in EUR`);
      cents += Math.round(Number(text(amount) ?? 0) * 100);
      check(`${here}/Cdtr/Nm`, at(transfer, 'Cdtr', 'Nm'), sepa(70), 'a name of 1 to 70 SEPA characters');
      check(
        `${here}/CdtrAcct/Id/IBAN`,
        at(transfer, 'CdtrAcct', 'Id', 'IBAN'),
        (value) => IBAN.test(value) && ibanChecks(value),
        'an IBAN',
      );
      for (const line of (at(transfer, 'RmtInf', 'Ustrd') as unknown[] | undefined) ?? [])
        check(`${here}/RmtInf/Ustrd`, line, sepa(140), 'a line of 1 to 140 SEPA characters');
    });
    check(
      `${where}/NbOfTxs`,
      payment.NbOfTxs,
      (value) => COUNT.test(value) && Number(value) === transfers.length,
      `${transfers.length}, its transfers`,
    );
    check(
      `${where}/CtrlSum`,
      payment.CtrlSum,
      (value) => Math.round(Number(value) * 100) === cents,
      `${(cents / 100).toFixed(2)}, their sum`,
    );
    allTransfers += transfers.length;
    allCents += cents;
  });
  check(
    'GrpHdr/NbOfTxs',
    header?.NbOfTxs,
    (value) => COUNT.test(value) && Number(value) === allTransfers,
    `${allTransfers}, the transfers`,
  );
  check(
    'GrpHdr/CtrlSum',
    header?.CtrlSum,
    (value) => Math.round(Number(value) * 100) === allCents,
    `${(allCents / 100).toFixed(2)}, their sum`,
  );
  return problems;
}

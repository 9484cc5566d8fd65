/**
 * Refunds as a SEPA credit transfer file for the bank (ISO 20022 pain.001.001.09, the version
 * German banks take, as the EPC's and the German banks' rules restrict it): one payment
 * information of the academy's account with a transfer per refund, each with its amount in
 * euros, the customer's name and IBAN, an end-to-end id and a remittance line; the number of
 * transfers and their sum stated twice, as the schema asks. Texts keep to the SEPA character
 * set (umlauts written out, anything else a space) and to their lengths. Pure.
 */

export interface Refund {
  /** What the bank passes on to the customer's bank to tell the transfer by: at most 35 characters. */
  readonly endToEndId: string;
  /** Cents, positive. */
  readonly amount: number;
  readonly name: string;
  readonly iban: string;
  /** The line the customer reads on their statement. */
  readonly remittance: string;
}

export interface TransferFile {
  /** The file's id, at most 35 characters; each file's its own. */
  readonly messageId: string;
  /** ISO 8601, with its zone. */
  readonly createdAt: string;
  /** 'YYYY-MM-DD': the day the bank is to carry it out. */
  readonly executionDate: string;
  readonly debtor: { readonly name: string; readonly iban: string; readonly bic: string };
  readonly refunds: readonly Refund[];
}

const LATIN: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  é: 'e',
  è: 'e',
  á: 'a',
  à: 'a',
};

/** `text` in the SEPA character set (letters, digits, space and / - ? : ( ) . , ' +), at most `max` characters. */
export function sepaText(text: string, max: number): string {
  const written = [...text].map((char) => LATIN[char] ?? char).join('');
  return written
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

const euros = (cents: number) => (cents / 100).toFixed(2);
const element = (name: string, content: string) => `<${name}>${content}</${name}>`;

/** The pain.001.001.09 file of `file`'s refunds. */
export function creditTransferFile(file: TransferFile): string {
  const count = String(file.refunds.length);
  const sum = euros(file.refunds.reduce((total, refund) => total + refund.amount, 0));
  const transfers = file.refunds.map((refund) =>
    element(
      'CdtTrfTxInf',
      [
        element('PmtId', element('EndToEndId', sepaText(refund.endToEndId, 35))),
        `<Amt><InstdAmt Ccy="EUR">${euros(refund.amount)}</InstdAmt></Amt>`,
        element('Cdtr', element('Nm', sepaText(refund.name, 70))),
        element('CdtrAcct', element('Id', element('IBAN', refund.iban.replace(/\s/g, '').toUpperCase()))),
        element('RmtInf', element('Ustrd', sepaText(refund.remittance, 140))),
      ].join(''),
    ),
  );
  const debtorName = sepaText(file.debtor.name, 70);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">',
    '<CstmrCdtTrfInitn>',
    element(
      'GrpHdr',
      [
        element('MsgId', sepaText(file.messageId, 35)),
        element('CreDtTm', file.createdAt),
        element('NbOfTxs', count),
        element('CtrlSum', sum),
        element('InitgPty', element('Nm', debtorName)),
      ].join(''),
    ),
    element(
      'PmtInf',
      [
        element('PmtInfId', sepaText(`${file.messageId}-1`, 35)),
        element('PmtMtd', 'TRF'),
        element('BtchBookg', 'true'),
        element('NbOfTxs', count),
        element('CtrlSum', sum),
        element('PmtTpInf', element('SvcLvl', element('Cd', 'SEPA'))),
        element('ReqdExctnDt', element('Dt', file.executionDate)),
        element('Dbtr', element('Nm', debtorName)),
        element('DbtrAcct', element('Id', element('IBAN', file.debtor.iban.replace(/\s/g, '').toUpperCase()))),
        element('DbtrAgt', element('FinInstnId', element('BICFI', file.debtor.bic))),
        element('ChrgBr', 'SLEV'),
        ...transfers,
      ].join(''),
    ),
    '</CstmrCdtTrfInitn>',
    '</Document>',
  ].join('');
}

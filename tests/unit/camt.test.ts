/**
 * Reading bank statements (src/server/payments/rules/camt.ts) in the four versions read, and
 * the schema's rules they are held to first (camt-schema.ts), each broken once.
 */
import { describe, expect, it } from 'vitest';
import { ACADEMY_IBAN, camtFile } from '../../scripts/bench/camt-file.ts';
import { readStatement, StatementError } from '../../src/server/payments/rules/camt.ts';
import { SUPPORTED_CAMT } from '../../src/server/payments/rules/camt-schema.ts';

const refused = (xml: string) => {
  try {
    readStatement(xml);
  } catch (error) {
    if (error instanceof StatementError) return error.message;
    throw error;
  }
  return null;
};

describe('a statement', () => {
  for (const version of SUPPORTED_CAMT) {
    it(`gives its booked credits with amount, days, payer and text (${version})`, () => {
      const statement = readStatement(
        camtFile(version, [
          { amount: '2594.20', text: ['RE-2027-00001 Muster GmbH'], payer: 'Muster GmbH', payerIban: 'DE89370400440532013000' },
          { amount: '50.00', debit: true, text: ['Gebuehren'] },
          { amount: '10.00', status: 'PDNG', text: ['RE-2027-00002'] },
          {
            amount: '300.00',
            bankReference: 'SAMMEL-7',
            transactions: [
              { amount: '100.00', text: ['TQWCZS'], payer: 'Erika Mustermann' },
              { amount: '200.00', text: ['RE 2027 00003'], payer: 'Beispiel AG' },
            ],
          },
        ]),
      );
      expect(statement.version).toBe(version);
      expect(statement.accounts).toEqual([{ id: 'STMT-2027-06-20', iban: ACADEMY_IBAN }]);
      expect(statement.payments).toEqual([
        {
          key: `${ACADEMY_IBAN}:REF-1`,
          amount: 259_420,
          currency: 'EUR',
          bookingDate: '2027-06-20',
          valueDate: '2027-06-20',
          bankReference: 'REF-1',
          payerName: 'Muster GmbH',
          payerIban: 'DE89370400440532013000',
          remittance: 'RE-2027-00001 Muster GmbH',
          endToEndId: 'NOTPROVIDED',
        },
        expect.objectContaining({ key: `${ACADEMY_IBAN}:SAMMEL-7`, amount: 10_000, payerName: 'Erika Mustermann', remittance: 'TQWCZS' }),
        expect.objectContaining({
          key: `${ACADEMY_IBAN}:SAMMEL-7/2`,
          amount: 20_000,
          payerName: 'Beispiel AG',
          remittance: 'RE 2027 00003',
        }),
      ]);
    });
  }

  it('keys an entry by the account and the bank’s reference, which a notification and its statement share; else by its place', () => {
    const credit = { amount: '100.00', bankReference: 'BANK-42', text: ['RE-2027-00001'] };
    const notified = readStatement(camtFile('camt.054.001.08', [credit], 'NTFCTN-1')).payments[0]!.key;
    const stated = readStatement(camtFile('camt.053.001.02', [credit], 'STMT-9')).payments[0]!.key;
    expect(notified).toBe(stated);
    const unreferenced = readStatement(camtFile('camt.053.001.02', [{ ...credit, bankReference: null }], 'STMT-9')).payments[0]!.key;
    expect(unreferenced).toBe(`${ACADEMY_IBAN}:STMT-9#1`);
  });

  it('refuses another message or version, a document type, and what is not XML, saying why', () => {
    const good = camtFile('camt.053.001.02', [{ amount: '1.00' }]);
    expect(refused(good.replaceAll('camt.053.001.02', 'camt.052.001.02'))).toBe(
      `camt.052.001.02 is not read: only ${SUPPORTED_CAMT.join(', ')}`,
    );
    expect(refused(good.replaceAll('camt.053.001.02', 'camt.053.001.04'))).toMatch(/^camt\.053\.001\.04 is not read/);
    expect(refused('<Document><x/></Document>')).toMatch(/^not an ISO 20022 message/);
    expect(refused(good.replace('<?xml version="1.0" encoding="UTF-8"?>', '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x "y">]>'))).toMatch(
      /no document type declaration/,
    );
    expect(refused(good.replace('</Document>', ''))).toMatch(/^not well-formed XML/);
  });
});

describe("the schema's rules", () => {
  const base = (version: (typeof SUPPORTED_CAMT)[number] = 'camt.053.001.02') =>
    camtFile(version, [{ amount: '12.50', text: ['RE-2027-00001'], payerIban: 'DE89370400440532013000' }]);
  const broken: Array<[string, (xml: string) => string, RegExp]> = [
    ['no message id', (xml) => xml.replace(/<MsgId>[^<]*<\/MsgId>/, ''), /GrpHdr\/MsgId is missing/],
    [
      'a creation time in German form',
      (xml) => xml.replace('<CreDtTm>2027-06-20T18:00:00+02:00</CreDtTm>', '<CreDtTm>20.06.2027</CreDtTm>'),
      /CreDtTm '20\.06\.2027' is not a date and time/,
    ],
    ['an amount with a decimal comma', (xml) => xml.replace('>12.50<', '>12,50<'), /Ntry\[1\]\/Amt '12,50' is not an amount/],
    ['a negative amount', (xml) => xml.replace('>12.50<', '>-12.50<'), /is not an amount/],
    ['a lower-case currency', (xml) => xml.replace('<Amt Ccy="EUR">12.50', '<Amt Ccy="eur">12.50'), /needs a currency of three capitals/],
    [
      'another credit or debit mark',
      (xml) => xml.replace('<CdtDbtInd>CRDT</CdtDbtInd><Sts>', '<CdtDbtInd>IN</CdtDbtInd><Sts>'),
      /CdtDbtInd must be CRDT or DBIT/,
    ],
    ['an unknown status', (xml) => xml.replace('<Sts>BOOK</Sts>', '<Sts>DONE</Sts>'), /Sts 'DONE' is not an entry status/],
    ['no bank transaction code', (xml) => xml.replace(/<BkTxCd>.*?<\/BkTxCd>/, ''), /BkTxCd is missing/],
    [
      'a booking day in month 13',
      (xml) => xml.replace('<BookgDt><Dt>2027-06-20</Dt>', '<BookgDt><Dt>2027-13-01</Dt>'),
      /BookgDt\/Dt '2027-13-01' is not a date/,
    ],
    [
      'an account with spaces',
      (xml) => xml.replace(`<IBAN>${ACADEMY_IBAN}</IBAN>`, '<IBAN>DE 02 1203</IBAN>'),
      /Acct\/Id\/IBAN 'DE 02 1203' is not an IBAN/,
    ],
    [
      "a payer's account that is no IBAN",
      (xml) => xml.replace('DE89370400440532013000', 'not-an-iban'),
      /DbtrAcct\/Id\/IBAN 'not-an-iban' is not an IBAN/,
    ],
    [
      'a text of 141 characters',
      (xml) => xml.replace('<Ustrd>RE-2027-00001', `<Ustrd>${'x'.repeat(141)}`),
      /Ustrd must be 1 to 140 characters/,
    ],
    ['a statement without balances', (xml) => xml.replace(/<Bal>.*?<\/Bal>/, ''), /Bal is missing/],
    [
      'a bank reference of 36 characters',
      (xml) => xml.replace('<AcctSvcrRef>REF-1', `<AcctSvcrRef>${'R'.repeat(36)}`),
      /AcctSvcrRef must be 1 to 35 characters/,
    ],
  ];
  it('hold the file made by the tests', () => {
    for (const version of SUPPORTED_CAMT) expect(refused(base(version))).toBeNull();
  });
  for (const [what, breaking, message] of broken)
    it(`refuse a file with ${what}`, () => {
      expect(refused(breaking(base()))).toMatch(message);
    });
  it("take a notification without balances, and version 8's coded status", () => {
    expect(refused(camtFile('camt.054.001.02', [{ amount: '1.00' }]))).toBeNull();
    expect(refused(base('camt.053.001.08').replace('<Sts><Cd>BOOK</Cd></Sts>', '<Sts><Cd>BOOKED</Cd></Sts>'))).toMatch(
      /Sts 'BOOKED' is not an entry status of camt\.053\.001\.08/,
    );
  });
});

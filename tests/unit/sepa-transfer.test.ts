/**
 * The refunds' SEPA credit transfer file (src/server/payments/rules/sepa-transfer.ts) against
 * the rules of pain.001.001.09 as banks apply them (tests/support/pain001-rules.ts), and those
 * rules, each broken once.
 */
import { describe, expect, it } from 'vitest';
import { creditTransferFile, sepaText, type TransferFile } from '../../src/server/payments/rules/sepa-transfer.ts';
import { pain001Problems } from '../support/pain001-rules.ts';

const FILE: TransferFile = {
  messageId: 'ERST-2027-06-21-1',
  createdAt: '2027-06-21T09:00:00+02:00',
  executionDate: '2027-06-22',
  debtor: { name: 'Rackwise Academy GmbH', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' },
  refunds: [
    {
      endToEndId: 'RE-2027-00004',
      amount: 5_000,
      name: 'Müller & Söhne Rechenzentren GmbH',
      iban: 'DE02120300000000202051',
      remittance: 'Erstattung Überzahlung RE-2027-00004, Vorgang HK7M3P',
    },
    {
      endToEndId: 'GS-2027-00001',
      amount: 648_550,
      name: 'Beispiel AG',
      iban: 'AT611904300234573201',
      remittance: `Erstattung GS-2027-00001 ${'x'.repeat(200)}`,
    },
  ],
};

describe('the refunds’ transfer file', () => {
  const xml = creditTransferFile(FILE);

  it('keeps every rule of pain.001.001.09 a bank checks', () => {
    expect(pain001Problems(xml)).toEqual([]);
  });

  it('pays each refund its amount to its IBAN, and states their number and sum', () => {
    expect(xml).toContain('<NbOfTxs>2</NbOfTxs><CtrlSum>6535.50</CtrlSum>');
    expect(xml).toContain(
      '<InstdAmt Ccy="EUR">50.00</InstdAmt></Amt><Cdtr><Nm>Mueller Soehne Rechenzentren GmbH</Nm></Cdtr><CdtrAcct><Id><IBAN>DE02120300000000202051</IBAN>',
    );
    expect(xml).toContain(
      '<InstdAmt Ccy="EUR">6485.50</InstdAmt></Amt><Cdtr><Nm>Beispiel AG</Nm></Cdtr><CdtrAcct><Id><IBAN>AT611904300234573201</IBAN>',
    );
    expect(xml).toContain('<DbtrAcct><Id><IBAN>DE89370400440532013000</IBAN></Id></DbtrAcct>');
  });

  it('writes texts in the SEPA character set and within their lengths', () => {
    expect(sepaText('Müller & Söhne – Büro #3', 70)).toBe('Mueller Soehne Buero 3');
    expect(sepaText('x'.repeat(200), 140)).toHaveLength(140);
  });
});

describe("pain.001.001.09's rules", () => {
  const xml = creditTransferFile(FILE);
  const broken: Array<[string, string, RegExp]> = [
    ['a count that is not the transfers’', xml.replace('<NbOfTxs>2</NbOfTxs>', '<NbOfTxs>3</NbOfTxs>'), /GrpHdr\/NbOfTxs '3' is not 2/],
    [
      'a sum that is not theirs',
      xml.replace(/<CtrlSum>6535.50<\/CtrlSum><PmtTpInf>/, '<CtrlSum>6535.00</CtrlSum><PmtTpInf>'),
      /PmtInf\[1\]\/CtrlSum '6535.00' is not 6535.50/,
    ],
    ['an amount with three decimals', xml.replace('>50.00<', '>50.001<'), /InstdAmt '50.001' is not euros/],
    [
      'an IBAN whose check digits fail',
      xml.replace('DE02120300000000202051', 'DE03120300000000202051'),
      /CdtrAcct\/Id\/IBAN 'DE03120300000000202051' is not an IBAN/,
    ],
    ['a BIC of the wrong form', xml.replace('COBADEFFXXX', 'COBA-DE'), /BICFI 'COBA-DE' is not a BIC/],
    ['a name with an ampersand', xml.replace('Beispiel AG', 'Beispiel &amp; Co'), /Cdtr\/Nm 'Beispiel & Co' is not a name/],
    ['another service level', xml.replace('<Cd>SEPA</Cd>', '<Cd>URGP</Cd>'), /SvcLvl\/Cd 'URGP' is not SEPA/],
    ['another currency', xml.replace('<InstdAmt Ccy="EUR">50.00', '<InstdAmt Ccy="USD">50.00'), /must be in EUR/],
    [
      'an execution day that is no date',
      xml.replace('<Dt>2027-06-22</Dt>', '<Dt>22.06.2027</Dt>'),
      /ReqdExctnDt\/Dt '22.06.2027' is not a date/,
    ],
  ];
  for (const [what, file, problem] of broken)
    it(`find ${what}`, () => {
      expect(pain001Problems(file).join('\n')).toMatch(problem);
    });
});

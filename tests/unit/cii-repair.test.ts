import { describe, expect, it } from 'vitest';
import { repairedCii } from '../../src/server/invoices/drawing/cii-repair.ts';

const transaction = (extra: Record<string, unknown> = {}) => ({
  'rsm:CrossIndustryInvoice': {
    'rsm:SupplyChainTradeTransaction': {
      'ram:IncludedSupplyChainTradeLineItem': [{ 'ram:AssociatedDocumentLineDocument': { 'ram:LineID': '1' } }],
      'ram:ApplicableHeaderTradeAgreement': { 'ram:BuyerReference': '04011000-12345-03' },
      ...extra,
      'ram:ApplicableHeaderTradeSettlement': {
        'ram:InvoiceReferencedDocument': [
          {
            'ram:IssuerAssignedID': 'RE-2027-00001',
            'ram:FormattedIssueDateTime': { 'udt:DateTimeString': '20270514', 'udt:DateTimeString@format': '102' },
          },
        ],
      },
    },
  },
});

const keysOf = (tree: ReturnType<typeof transaction>) => Object.keys(tree['rsm:CrossIndustryInvoice']['rsm:SupplyChainTradeTransaction']);

describe('the repair of the library CII tree', () => {
  it('puts an empty delivery between the agreement and the settlement where there is none', () => {
    const repaired = repairedCii(transaction());
    expect(keysOf(repaired)).toEqual([
      'ram:IncludedSupplyChainTradeLineItem',
      'ram:ApplicableHeaderTradeAgreement',
      'ram:ApplicableHeaderTradeDelivery',
      'ram:ApplicableHeaderTradeSettlement',
    ]);
  });

  it('keeps a delivery that is there', () => {
    const delivery = { 'ram:ShipToTradeParty': { 'ram:Name': 'Tagungshaus Spreebogen' } };
    const repaired = repairedCii(transaction({ 'ram:ApplicableHeaderTradeDelivery': delivery }));
    expect(repaired['rsm:CrossIndustryInvoice']['rsm:SupplyChainTradeTransaction']).toMatchObject({
      'ram:ApplicableHeaderTradeDelivery': delivery,
    });
    expect(keysOf(repaired)).toHaveLength(4);
  });

  it('writes the date of a referenced invoice as a qualified date, its format with it', () => {
    const settlement = repairedCii(transaction())['rsm:CrossIndustryInvoice']['rsm:SupplyChainTradeTransaction'][
      'ram:ApplicableHeaderTradeSettlement'
    ];
    expect(settlement['ram:InvoiceReferencedDocument'][0]!['ram:FormattedIssueDateTime']).toEqual({
      'qdt:DateTimeString': '20270514',
      'qdt:DateTimeString@format': '102',
    });
  });

  it('leaves the tree it was given alone', () => {
    const tree = transaction();
    repairedCii(tree);
    expect(tree).toEqual(transaction());
  });
});

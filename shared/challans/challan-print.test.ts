import { describe, expect, it } from 'vitest';
import { buildChallanPrintModel, CHALLAN_COPIES } from './challan-print';
import type { ChallanAnswer } from './challan-schemas';

/** The print of a delivery challan (docs/challans.md §8): Rule 55(2)'s fields, three copies marked. */
const CHALLAN: ChallanAnswer = {
  _id: '01JD0000000000000000000007',
  Num: 'DC/2627/00001',
  Date: '2026-11-28',
  Sts: 'Issued',
  Purpose: 'Approval',
  ToName: 'Velu Motors',
  Total: 4247.92,
  OutValue: 2500,
  CrAt: '2026-11-28T10:00:00Z',
  WhId: 'WH1',
  To: { Kind: 'Customer', Id: 'C1', Name: 'Velu Motors', Addr: { A1: '12 Bagalur Road', Ct: 'Hosur', StCode: '33' } },
  POS: '33',
  IntraState: true,
  Seller: { Name: 'Karkhana Spares Hosur', GSTIN: '33AAKCK4321M1ZG', StCode: '33' },
  VehicleNo: 'TN70AB1234',
  Taxable: 3748.5,
  CGST: 249.71,
  SGST: 249.71,
  IGST: 0,
  Cost: 2500,
  RetCost: 0,
  Lines: [
    {
      _id: 'DL1',
      ItemId: 'P1',
      Desc: 'Brake pad set',
      HSN: '87083000',
      UoM: 'SET',
      Qty: 2,
      Rate: 1200,
      TaxPct: 18,
      Taxable: 2400,
      CGST: 216,
      SGST: 216,
      IGST: 0,
      Total: 2832,
      Returned: 0,
      Out: 2,
    },
  ],
  ver: 2,
};

describe('the challan print', () => {
  it('is three copies, each marked, with the consignee, the purpose, the goods with HSN and the tax charged', () => {
    const model = buildChallanPrintModel(CHALLAN);
    const copies = [model, ...(model.followedBy ?? [])];
    expect(copies.map((m) => m.subtitle)).toEqual([...CHALLAN_COPIES]);
    expect(model.title).toBe('Delivery Challan');
    expect(model.meta).toEqual(
      expect.arrayContaining([
        { label: 'Challan No.', value: 'DC/2627/00001' },
        { label: 'Purpose', value: 'Supply on approval' },
      ]),
    );
    expect(model.tax?.recipient).toMatchObject({ title: 'Consignee', name: 'Velu Motors' });
    const row = model.sections[0]?.rows[0];
    expect(row?.kind === 'line' ? row.cells : {}).toMatchObject({
      hsn: '87083000',
      qty: '2 SET',
      cgst: '₹216.00 @ 9%',
    });
    expect(model.totals.at(-1)).toMatchObject({ label: 'Total value', paise: 424_792, strong: true });
  });

  it('says DRAFT on a draft and that no tax is charged when none is', () => {
    const draft = buildChallanPrintModel({ ...CHALLAN, Num: undefined, Sts: 'Draft', CGST: 0, SGST: 0 });
    expect(draft.notes[0]).toContain('DRAFT');
    expect(draft.notes).toContain('Not a supply: no tax charged.');
  });
});

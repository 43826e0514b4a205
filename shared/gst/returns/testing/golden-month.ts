import type { GstDocument, GstRateRow } from '../gst-document';

/**
 * A hand-worked month (docs/gst-returns.md 'Worked example'): a Karnataka (29)
 * workshop's October 2026 with B2B, B2C large, B2C small, three credit notes and
 * a cancelled invoice. gstr1.golden.test.ts holds the JSON worked out by hand.
 */
export const GSTIN = '29AAKCK4321M1Z5';
export const BUYER = '27AAPFU0939F1ZV';

export const row = (p: Partial<GstRateRow> & Pick<GstRateRow, 'HSN' | 'Taxable'>): GstRateRow => ({
  Desc: p.HSN === '998714' ? 'Repair labour' : 'Brake pads',
  UQC: p.HSN.startsWith('99') ? 'OTH' : 'NOS',
  Qty: 1,
  Rate: 18,
  IGST: 0,
  CGST: 0,
  SGST: 0,
  Cess: 0,
  ...p,
});

export const doc = (
  p: Partial<GstDocument> & Pick<GstDocument, 'Num' | 'Date' | 'POS' | 'Value' | 'Rows'>,
): GstDocument => ({
  Kind: p.Num.startsWith('CN') ? 'CreditNote' : 'Invoice',
  Id: `01J${p.Num.startsWith('CN') ? 'C' : 'A'}${p.Num.replace(/\D/g, '').padStart(22, '0')}`,
  Series: p.Num.startsWith('CN') ? 'CN' : 'INV',
  Sts: 'Issued',
  SupplierGSTIN: GSTIN,
  SupplierStCode: '29',
  RecipientName: p.RecipientGSTIN ? 'Patil Motors, Pune' : 'Walk-in customer',
  RevCharge: false,
  ...p,
});

export const OCTOBER: GstDocument[] = [
  // B2B, inter-state to Maharashtra: labour and parts at 18%, value rounded up by 41 paise.
  doc({
    Num: 'INV/2627/00001',
    Date: '2026-10-03',
    POS: '27',
    RecipientGSTIN: BUYER,
    Value: 17701_00,
    Rows: [
      row({ HSN: '998714', Taxable: 10000_00, IGST: 1800_00 }),
      row({ HSN: '8708', Qty: 2, Taxable: 5000_50, IGST: 900_09 }),
    ],
  }),
  // B2C large: unregistered, inter-state (Tamil Nadu), ₹1,18,000 > ₹1,00,000.
  doc({
    Num: 'INV/2627/00002',
    Date: '2026-10-05',
    POS: '33',
    Value: 118000_00,
    Rows: [row({ HSN: '8708', Qty: 4, Taxable: 100000_00, IGST: 18000_00 })],
  }),
  // B2C small, intra-state.
  doc({
    Num: 'INV/2627/00003',
    Date: '2026-10-07',
    POS: '29',
    Value: 3540_00,
    Rows: [
      row({ HSN: '998714', Taxable: 2000_00, CGST: 180_00, SGST: 180_00 }),
      row({ HSN: '8708', Taxable: 999_99, CGST: 90_00, SGST: 90_00 }),
    ],
  }),
  // Cancelled: only the document summary sees it.
  doc({
    Num: 'INV/2627/00004',
    Date: '2026-10-09',
    POS: '27',
    RecipientGSTIN: BUYER,
    Sts: 'Cancelled',
    Value: 590_00,
    Rows: [row({ HSN: '8708', Taxable: 500_00, IGST: 90_00 })],
  }),
  // B2C small, inter-state under the limit.
  doc({
    Num: 'INV/2627/00005',
    Date: '2026-10-12',
    POS: '33',
    Value: 5900_00,
    Rows: [row({ HSN: '8708', Taxable: 5000_00, IGST: 900_00 })],
  }),
  // Credit note on the B2B invoice (registered): cdnr.
  doc({
    Num: 'CN/2627/00001',
    Date: '2026-10-20',
    POS: '27',
    RecipientGSTIN: BUYER,
    Value: 2950_30,
    OrigNum: 'INV/2627/00001',
    OrigDate: '2026-10-03',
    OrigValue: 17701_00,
    Rows: [row({ HSN: '8708', Taxable: 2500_25, IGST: 450_05 })],
  }),
  // Credit note on the small intra-state invoice: reduces b2cs.
  doc({
    Num: 'CN/2627/00002',
    Date: '2026-10-22',
    POS: '29',
    Value: 590_00,
    OrigNum: 'INV/2627/00003',
    OrigDate: '2026-10-07',
    OrigValue: 3540_00,
    Rows: [row({ HSN: '998714', Taxable: 500_00, CGST: 45_00, SGST: 45_00 })],
  }),
  // Credit note on the B2C large invoice: cdnur type B2CL (its invoice was above the limit).
  doc({
    Num: 'CN/2627/00003',
    Date: '2026-10-25',
    POS: '33',
    Value: 29500_00,
    OrigNum: 'INV/2627/00002',
    OrigDate: '2026-10-05',
    OrigValue: 118000_00,
    Rows: [row({ HSN: '8708', Taxable: 25000_00, IGST: 4500_00 })],
  }),
];

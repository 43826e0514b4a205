import type { CreditNoteAnswer, InvoiceAnswer } from '../../../invoices/call-schemas';

/**
 * Invoices and a credit note as the server answers them, for the print tests
 * (shared and frontend). Figures worked by hand (rupees):
 *
 * Customer invoice INV/2627/00007, Karnataka → Karnataka (CGST + SGST):
 *   IO1 General service   1 × 1,500.00 = 1,500.00, 10 % off → taxable 1,350.00, 9 % + 9 %: 121.50 + 121.50 → 1,593.00
 *   IO2 Wheel alignment   1 ×   500.00 =   500.00           → taxable   500.00, 9 % + 9 %:  45.00 +  45.00 →   590.00
 *   IP1 Engine oil      3.5 ×   450.50 = 1,576.75           → taxable 1,576.75, 9 % + 9 %: 141.91 + 141.91 → 1,860.57
 *   IP2 Oil filter        1 ×   350.00 =   350.00           → taxable   350.00, 2.5 % + 2.5 %: 8.75 + 8.75 →   367.50
 *   taxable 3,776.75; CGST 317.16 (9 %: 308.41, 2.5 %: 8.75), SGST the same; total 4,411.07;
 *   rounding −0.07 → grand total 4,411.00; paid 2,000.00 → due 2,411.00.
 *
 * Insurer invoice INV/2627/00008 of the same repair order, to the insurer's
 * Maharashtra branch (IGST 18 %):
 *   IO1 Remove and refit bumper 1 × 1,200.00 → taxable 1,200.00, IGST 216.00 → 1,416.00
 *   IP1 Front bumper            1 × 6,000.00 → taxable 6,000.00, IGST 1,080.00 → 7,080.00
 *   taxable 7,200.00, IGST 1,296.00, total = grand total 8,496.00.
 */
const SUPPLIER = {
  Name: 'Karkhana Motors, Indiranagar',
  GSTIN: '29ABCDE1234F1Z5',
  Addr: { A1: '12, 100 Feet Road', A2: 'HAL 2nd Stage', Ct: 'Bengaluru', St: '29', Pin: '560038' },
  StCode: '29',
  Ph: '080 4000 1234',
};

export const customerInvoice: InvoiceAnswer = {
  _id: '01JD0000000000000000000007',
  Num: 'INV/2627/00007',
  Sts: 'Partial',
  ver: 4,
  EntId: 'e-1',
  Payer: 'customer',
  InvDate: '2026-10-05',
  DueDate: '2026-10-20',
  CrDate: '2026-10-05',
  CrBy: 'u-cashier',
  WOId: '01JD00000000000000000000W1',
  WONum: 'WO/2627/00031',
  RegNo: 'KA01AB1234',
  Supplier: SUPPLIER,
  BillTo: {
    Name: 'Asha Rao',
    GSTIN: '29AAAPL1234C1Z5',
    Addr: { A1: '4, 2nd Cross', Ct: 'Bengaluru', St: '29', Pin: '560075' },
    StCode: '29',
    Ph: '98450 12345',
  },
  POS: '29',
  POSName: 'Karnataka',
  IntraState: true,
  RevCharge: false,
  Ops: [
    {
      _id: 'IO1',
      Desc: 'General service',
      SAC: '998714',
      Qty: 1,
      Pr: 1500,
      Amt: 1500,
      Disc: 10,
      Perc: true,
      CGST: 121.5,
      SGST: 121.5,
      IGST: 0,
      Total: 1593,
    },
    {
      _id: 'IO2',
      Desc: 'Wheel alignment',
      SAC: '998714',
      Qty: 1,
      Pr: 500,
      Amt: 500,
      CGST: 45,
      SGST: 45,
      IGST: 0,
      Total: 590,
    },
  ],
  Items: [
    {
      _id: 'IP1',
      Desc: 'Engine oil 5W30',
      HSN: '27101980',
      Qty: 3.5,
      UnPr: 450.5,
      UnAmt: 1576.75,
      CGST: 141.91,
      SGST: 141.91,
      IGST: 0,
      Total: 1860.57,
    },
    {
      _id: 'IP2',
      Desc: 'Oil filter',
      HSN: '84212300',
      Qty: 1,
      UnPr: 350,
      UnAmt: 350,
      CGST: 8.75,
      SGST: 8.75,
      IGST: 0,
      Total: 367.5,
    },
  ],
  Adjust: -0.07,
  Totals: {
    Labor: 1850,
    Parts: 1926.75,
    Taxable: 3776.75,
    CGST: 317.16,
    SGST: 317.16,
    IGST: 0,
    Total: 4411.07,
    Adjust: -0.07,
    GrandTotal: 4411,
    Credited: 0,
    Paid: 2000,
    Due: 2411,
  },
  Words: 'Rupees Four Thousand Four Hundred Eleven Only',
  Payments: [
    { PayId: '01JD00000000000000000000P1', Num: 'RCPT/2627/00003', Date: '2026-10-05', Type: 'Cash', Paid: 2000 },
  ],
  CreditNotes: [],
  UPI: 'karkhana@okaxis',
  Actions: ['Accept Payment', 'Send SMS'],
  CanAudit: true,
};

/**
 * The customer's invoice of a claim whose every line the insurer pays: no lines,
 * nothing taxable, only the ₹1,000 compulsory excess to pay (docs/insurance-depreciation.md §6).
 */
export const excessOnlyInvoice: InvoiceAnswer = {
  ...customerInvoice,
  _id: '01JD0000000000000000000009',
  Num: 'INV/2627/00009',
  Sts: 'Unpaid',
  Ops: [],
  Items: [],
  Adjust: 0,
  Excess: 1000,
  Totals: {
    Labor: 0,
    Parts: 0,
    Taxable: 0,
    CGST: 0,
    SGST: 0,
    IGST: 0,
    Total: 0,
    Adjust: 0,
    GrandTotal: 0,
    Excess: 1000,
    Payable: 1000,
    Credited: 0,
    Paid: 0,
    Due: 1000,
  },
  Words: 'Rupees Zero Only',
  Payments: [],
};

export const insurerInvoice: InvoiceAnswer = {
  ...customerInvoice,
  _id: '01JD0000000000000000000008',
  Num: 'INV/2627/00008',
  Sts: 'Unpaid',
  Payer: 'insurer',
  InsId: 'ins-1',
  BillTo: {
    Name: 'New India Assurance, Mumbai',
    GSTIN: '27AAACN4165C1ZQ',
    Addr: { A1: '87, M.G. Road', Ct: 'Mumbai', St: '27', Pin: '400001' },
    StCode: '27',
  },
  POS: '27',
  POSName: 'Maharashtra',
  IntraState: false,
  Ops: [
    {
      _id: 'IO1',
      Desc: 'Remove and refit bumper',
      SAC: '998714',
      Qty: 1,
      Pr: 1200,
      Amt: 1200,
      CGST: 0,
      SGST: 0,
      IGST: 216,
      Total: 1416,
    },
  ],
  Items: [
    {
      _id: 'IP1',
      Desc: 'Front bumper',
      HSN: '87081090',
      Qty: 1,
      UnPr: 6000,
      UnAmt: 6000,
      CGST: 0,
      SGST: 0,
      IGST: 1080,
      Total: 7080,
    },
  ],
  Adjust: 0,
  Totals: {
    Labor: 1200,
    Parts: 6000,
    Taxable: 7200,
    CGST: 0,
    SGST: 0,
    IGST: 1296,
    Total: 8496,
    Adjust: 0,
    GrandTotal: 8496,
    Credited: 0,
    Paid: 0,
    Due: 8496,
  },
  Words: 'Rupees Eight Thousand Four Hundred Ninety Six Only',
  Payments: [],
};

/**
 * Credit note CN/2627/00002 against the customer invoice: the wheel alignment
 * credited whole (taxable 500.00, CGST 45.00, SGST 45.00, total 590.00).
 */
export const creditNote: CreditNoteAnswer = {
  _id: '01JD00000000000000000000C2',
  Num: 'CN/2627/00002',
  Date: '2026-10-12',
  Sts: 'Issued',
  InvId: customerInvoice._id,
  InvNum: customerInvoice.Num,
  InvDate: customerInvoice.InvDate,
  Reason: 'Wheel alignment not done',
  Supplier: SUPPLIER,
  BillTo: customerInvoice.BillTo,
  POS: '29',
  POSName: 'Karnataka',
  IntraState: true,
  Ops: [
    {
      _id: 'IO2',
      Desc: 'Wheel alignment',
      SAC: '998714',
      Qty: 1,
      Pr: 500,
      Amt: 500,
      CGST: 45,
      SGST: 45,
      IGST: 0,
      Total: 590,
    },
  ],
  Items: [],
  Totals: { Labor: 500, Parts: 0, Taxable: 500, CGST: 45, SGST: 45, IGST: 0, Total: 590, Adjust: 0, GrandTotal: 590 },
  Words: 'Rupees Five Hundred Ninety Only',
  ver: 1,
};

import { beforeAll, describe, expect, it } from 'vitest';
import { buildEInvoice } from '@shared/gst/returns/einvoice';
import { readInvoice } from '../../data/invoices/invoices-repo';
import {
  createApprovedInvoice,
  invoiceLines,
  invoicesOrganisation,
  type InvoicesOrganisation,
} from '../../test/invoices-test-kit';

/**
 * Approve keeps the issued invoice's lines in its frozen `Gst` (docs/gst-returns.md
 * 'E-invoice file'), so the e-invoice lists one item per line even where lines share
 * HSN and rate: two parts of HSN 8708 at 18%, at different prices, one discounted.
 */

let s: InvoicesOrganisation;

beforeAll(async () => {
  s = await invoicesOrganisation(['owner']);
});

describe('an approved invoice’s e-invoice items', () => {
  it('are its lines, each with its own price and discount, while the return rows group them', async () => {
    const inv = await createApprovedInvoice(s.tokens.owner, s.cv, {
      Ops: [invoiceLines.labor(1)],
      Items: [invoiceLines.part(1), invoiceLines.part(2, { Qty: 1, Disc: 50 })],
    });
    const stored = await readInvoice(s.org.orgId, inv._id);
    const gst = stored?.head.Gst as Parameters<typeof buildEInvoice>[0]['Gst'];
    // Part 1: 2 × 250.50 = 501.00; part 2: 1 × 501.00 − 50.00 = 451.00 (same HSN 8708, same 18%).
    expect(gst.Rows.filter((r) => r.HSN === '8708')).toHaveLength(1);
    expect(gst.Items?.map((i) => [i.Desc, i.HSN, i.Qty, i.Gross, i.Discount, i.Taxable])).toEqual([
      ['Operation 1', '9987', 1, 1000_00, 0, 1000_00],
      ['Part 1', '8708', 2, 501_00, 0, 501_00],
      ['Part 2', '8708', 1, 501_00, 50_00, 451_00],
    ]);
    const e = buildEInvoice({ Supplier: { Name: 'Supplier' }, BillTo: { Name: 'Buyer' }, Gst: gst, RoundOff: 0 });
    expect(e.ItemList.map((i) => [i.SlNo, i.HsnCd, i.Qty, i.UnitPrice, i.TotAmt, i.Discount, i.AssAmt])).toEqual([
      ['1', '9987', undefined, 1000, 1000, 0, 1000],
      ['2', '8708', 2, 250.5, 501, 0, 501],
      ['3', '8708', 1, 501, 501, 50, 451],
    ]);
    expect(Math.round(e.ValDtls.AssVal * 100)).toBe(Math.round(inv.Totals.Taxable * 100));
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import { partiesRoutes } from '@shared/api/routes/parties';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import { ItcMessages } from '@shared/gst/returns/gstr2-messages';
import type { Gstr2View, ItcPeriodAnswer } from '@shared/gst/returns/gstr2-schemas';
import type { Gstr3bView } from '@shared/gst/returns/gstr3b-schemas';
import { GSTIN, OCTOBER } from '@shared/gst/returns/testing/golden-month';
import type { Party } from '@shared/parties/party-schemas';
import type { BillAnswer, BillCreateBody } from '@shared/purchasing/bill-schemas';
import { headKey, monthPartition } from '../../data/documents/document-keys';
import { getEntity, writeSettings } from '../../data/settings/entity-settings-repo';
import { putAll } from '../../data/table/batch-write';
import { invoke, type Answer } from '../../test/invoke';
import { organisationWithLogins } from '../../test/test-logins';
import type { TestOrganisation } from '../../test/test-organisation';

/**
 * GSTR-2 / ITC and GSTR-3B on DynamoDB Local (docs/gst-returns.md, the worked month):
 * the golden October's invoices (GSTR-1's headers as issued) and bills recorded through
 * the real bill call, each claimed in the month of its vendor's bill date; the report
 * and the summary to the paisa; a bill's credit moved to another period at its `ver`;
 * bad periods refused with their message and nothing written; the GST-type rule.
 */

let org: TestOrganisation;
let owner: string;
let advisor: string;
const vendors: Record<'ka' | 'mh' | 'unreg', Party> = {} as never;
const bills: Record<'A' | 'B' | 'C' | 'D' | 'E', BillAnswer> = {} as never;

const ok = <T>(answer: Answer<T>): T => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const messageOf = (answer: Answer<unknown>): string => (answer.body as { message: string }).message;

const vendor = async (DName: string, St: string, gstin?: string) =>
  ok(
    await invoke<Party>(partiesRoutes.createVendor, {
      token: owner,
      body: {
        DName,
        Cons: { Phones: { Main: `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` } },
        BAdd: { St },
        ...(gstin ? { GSTIN: gstin } : {}),
      },
    }),
  );
const expense = (Rate: number, TCode: number, Desc = 'Workshop consumables') => ({
  Desc,
  Acc: 6150,
  Qty: 1,
  Rate,
  TCode,
});
const bill = async (body: BillCreateBody) =>
  ok(await invoke<BillAnswer>(purchasingRoutes.createBill, { token: owner, body }));

const gstr2 = (Period: string, token = owner) => invoke<Gstr2View>(invoicesRoutes.gstr2, { token, query: { Period } });
const gstr3b = (Period: string, token = owner) =>
  invoke<Gstr3bView>(invoicesRoutes.gstr3b, { token, query: { Period } });
const move = (Id: string, ver: number, ItcPeriod: string) =>
  invoke<ItcPeriodAnswer>(invoicesRoutes.billItcPeriod, { token: owner, params: { Id }, body: { ver, ItcPeriod } });

/** A month not begun: two after the current one in UTC, whatever the branch's time zone (MMYYYY and YYYY-MM). */
const now = new Date();
const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
const NEXT = {
  fp: `${String(next.getUTCMonth() + 1).padStart(2, '0')}${next.getUTCFullYear()}`,
  month: next.toISOString().slice(0, 7),
};

beforeAll(async () => {
  const logins = await organisationWithLogins(['owner', 'advisor'] as const);
  org = logins.org;
  owner = logins.tokens.owner;
  advisor = logins.tokens.advisor;
  // GSTR-1's October as issued: the headers' frozen `Gst` on the month partition (docs/gst-returns.md 'Data').
  await putAll(
    OCTOBER.map((d) => ({
      ...headKey(org.orgId, d.Id),
      type: d.Kind,
      OrgId: org.orgId,
      DocId: d.Id,
      EntId: org.workshopId,
      Sts: d.Sts === 'Cancelled' ? 'Cancelled' : 'Unpaid',
      ver: 2,
      Gst: d,
      gsi2pk: monthPartition(org.orgId, org.workshopId, d.Kind === 'CreditNote' ? 'CN' : 'INV', d.Date),
      gsi2sk: `${d.Date}#${d.Id}`,
    })),
  );
  vendors.ka = await vendor('Asha Auto Spares', 'Karnataka', '29AABCA1234B1ZD');
  vendors.mh = await vendor('Pune Parts Depot', 'Maharashtra', '27AAPFU0939F1ZV');
  vendors.unreg = await vendor('Ravi Transport', 'Karnataka');
  bills.A = await bill({
    VendId: vendors.ka._id,
    VendBillNo: 'KA/101',
    VendBillDate: '2026-10-04',
    Expenses: [expense(10000.5, 106)],
  });
  bills.B = await bill({
    VendId: vendors.mh._id,
    VendBillNo: 'MH-77',
    VendBillDate: '2026-10-08',
    Expenses: [expense(1000, 103, 'Gaskets'), expense(20000, 106, 'Spray booth filters')],
  });
  // Goods transport on reverse charge from an unregistered transporter: the branch pays the tax and claims it.
  bills.C = await bill({
    VendId: vendors.unreg._id,
    VendBillNo: 'GT/5',
    VendBillDate: '2026-10-15',
    RevCharge: true,
    Expenses: [{ ...expense(1000, 106, 'Goods transport'), HSN: '996511' }],
  });
  // An unregistered vendor's bill without reverse charge claims nothing.
  bills.D = await bill({
    VendId: vendors.unreg._id,
    VendBillNo: 'U/1',
    VendBillDate: '2026-10-20',
    Expenses: [expense(500, 106)],
  });
  bills.E = await bill({
    VendId: vendors.ka._id,
    VendBillNo: 'KA/102',
    VendBillDate: '2026-10-25',
    Expenses: [expense(100, 106)],
  });
});

describe('a bill claims in the month of its vendor bill date', () => {
  it('by default; an unregistered vendor without reverse charge claims nothing', () => {
    expect(bills.A).toMatchObject({ ItcPeriod: '102026', CGST: 900.05, SGST: 900.05 });
    expect(bills.B).toMatchObject({ ItcPeriod: '102026', IGST: 3650, Total: 24650 });
    expect(bills.C).toMatchObject({ ItcPeriod: '102026', RevCharge: true, Payable: 1000 });
    expect(bills.D.ItcPeriod).toBeUndefined();
  });

  it('a period asked for on a bill that cannot claim, or a future one, refuses the bill and writes nothing', async () => {
    const refused = await invoke(purchasingRoutes.createBill, {
      token: owner,
      body: {
        VendId: vendors.unreg._id,
        VendBillNo: 'U/2',
        VendBillDate: '2026-10-21',
        ItcPeriod: '102026',
        Expenses: [expense(10, 106)],
      },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(ItcMessages.notClaimable);
    const future = await invoke(purchasingRoutes.createBill, {
      token: owner,
      body: {
        VendId: vendors.ka._id,
        VendBillNo: 'KA/103',
        VendBillDate: '2026-10-21',
        ItcPeriod: NEXT.fp,
        Expenses: [expense(10, 106)],
      },
    });
    expect(future.status).toBe(400);
    // The number was not claimed: the same bill is recorded once the period is right.
    expect(
      (
        await bill({
          VendId: vendors.ka._id,
          VendBillNo: 'KA/103',
          VendBillDate: '2026-10-21',
          ItcPeriod: '112026',
          Expenses: [expense(10, 106)],
        })
      ).ItcPeriod,
    ).toBe('112026');
  });
});

describe('GSTR-2 / ITC of October', () => {
  it('one row per bill and rate, by the vendor bill date; totals per rate and in all, to the paisa', async () => {
    const view = ok(await gstr2('2026-10'));
    expect(view.Bills).toBe(4);
    expect(
      view.Rows.map((r) => [r.VendBillNo, r.VendGSTIN ?? '', r.Rate, r.Taxable, r.IGST, r.CGST, r.SGST, r.RevCharge]),
    ).toEqual([
      ['KA/101', '29AABCA1234B1ZD', 18, 10000.5, 0, 900.05, 900.05, false],
      ['MH-77', '27AAPFU0939F1ZV', 5, 1000, 50, 0, 0, false],
      ['MH-77', '27AAPFU0939F1ZV', 18, 20000, 3600, 0, 0, false],
      ['GT/5', '', 18, 1000, 0, 90, 90, true],
      ['KA/102', '29AABCA1234B1ZD', 18, 100, 0, 9, 9, false],
    ]);
    expect(view.ByRate).toEqual([
      { Rate: 5, Taxable: 1000, IGST: 50, CGST: 0, SGST: 0, Cess: 0 },
      { Rate: 18, Taxable: 31100.5, IGST: 3600, CGST: 999.05, SGST: 999.05, Cess: 0 },
    ]);
    expect(view.Total).toEqual({ Taxable: 32100.5, IGST: 3650, CGST: 999.05, SGST: 999.05, Cess: 0 });
    expect(view.ReverseCharge).toEqual({ Taxable: 1000, IGST: 0, CGST: 90, SGST: 90, Cess: 0 });
  });
});

describe("moving a bill's credit to another period", () => {
  it('refuses a bad, early or future period, or a stale ver, with nothing written; then moves at the ver', async () => {
    const e = bills.E;
    const shape = await move(e._id, e.ver, '132026');
    expect(shape.status).toBe(400);
    expect(messageOf(shape)).toBe(ItcMessages.periodShape);
    expect(messageOf(await move(e._id, e.ver, '092026'))).toBe(ItcMessages.periodBeforeBill('102026'));
    expect(messageOf(await move(e._id, e.ver, NEXT.fp))).toContain('a month already begun');
    expect(messageOf(await move(bills.D._id, bills.D.ver, '102026'))).toBe(ItcMessages.notClaimable);
    expect((await move(e._id, e.ver + 1, '112026')).status).toBe(409);
    expect(ok(await gstr2('2026-10')).Bills).toBe(4);
    // Two moves at the same ver: one wins, the other is a conflict.
    const [x, y] = await Promise.all([move(e._id, e.ver, '112026'), move(e._id, e.ver, '112026')]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const moved = (x.status === 200 ? x : y).body;
    expect(moved).toEqual({ _id: e._id, ItcPeriod: '112026', ver: e.ver + 1 });
    expect(ok(await gstr2('2026-10')).Bills).toBe(3);
    expect(
      ok(await gstr2('2026-11'))
        .Rows.map((r) => r.VendBillNo)
        .sort(),
    ).toEqual(['KA/102', 'KA/103']);
    const opened = ok(await invoke<BillAnswer>(purchasingRoutes.bill, { token: owner, params: { Id: e._id } }));
    expect(opened).toMatchObject({ ItcPeriod: '112026', ver: e.ver + 1 });
  });
});

// After the move above: bill E claims in November, so October's credit is bills A, B and C (the worked month).
describe('GSTR-3B of October', () => {
  it('3.1(a) from GSTR-1, 3.1(d) and 4 from the bills claimed, 6.1 set off in the legal order, to the paisa', async () => {
    const v = ok(await gstr3b('2026-10'));
    expect(v.GSTIN).toBe(GSTIN);
    expect(v.Outward).toEqual({ Taxable: 95000.24, IGST: 16650.04, CGST: 225, SGST: 225, Cess: 0 });
    expect(v.InwardReverseCharge).toEqual({ Taxable: 1000, IGST: 0, CGST: 90, SGST: 90, Cess: 0 });
    expect(v.ItcReverseCharge).toEqual({ IGST: 0, CGST: 90, SGST: 90, Cess: 0 });
    expect(v.ItcOther).toEqual({ IGST: 3650, CGST: 900.05, SGST: 900.05, Cess: 0 });
    expect(v.ItcNet).toEqual({ IGST: 3650, CGST: 990.05, SGST: 990.05, Cess: 0 });
    expect(v.Payment.PaidByItc.IGST).toEqual({ IGST: 3650, CGST: 765.05, SGST: 765.05, Cess: 0 });
    expect(v.Payment.PaidByItc.CGST).toEqual({ IGST: 0, CGST: 225, SGST: 0, Cess: 0 });
    expect(v.Payment.Cash).toEqual({ IGST: 11469.94, CGST: 0, SGST: 0, Cess: 0 });
    expect(v.Payment.CashTotal).toEqual({ IGST: 11469.94, CGST: 90, SGST: 90, Cess: 0 });
    expect(v.Payment.CreditLeft).toEqual({ IGST: 0, CGST: 0, SGST: 0, Cess: 0 });
  });

  it('CSV downloads of both, named for the GSTIN and period', async () => {
    const csv = await invoke<string>(invoicesRoutes.gstr3bCsv, { token: owner, query: { Period: '2026-10' } });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="GSTR3B_${GSTIN}_102026.csv"`);
    expect(Buffer.from(csv.body, 'base64').toString('utf8')).toContain(
      '6.1,Cash payable in all,,11469.94,90.00,90.00,0.00\r\n',
    );
    const two = await invoke<string>(invoicesRoutes.gstr2Csv, { token: owner, query: { Period: '2026-10' } });
    expect(Buffer.from(two.body, 'base64').toString('utf8')).toContain(
      '29AABCA1234B1ZD,Asha Auto Spares,KA/101,04-Oct-2026,11800.60,29-Karnataka,N,18,10000.50,0.00,900.05,900.05,0.00,',
    );
  });
});

describe('refusals and the GST type', () => {
  it('a bad or future month, a user without the report, and GSTR-3B for GST type 2', async () => {
    expect((await gstr3b('2026-13')).status).toBe(400);
    const future = await gstr2(NEXT.month);
    expect(future.status).toBe(400);
    expect(messageOf(future)).toContain('has not begun');
    expect((await gstr2('2026-10', advisor)).status).toBe(403);
    const entity = (await getEntity(org.orgId, org.workshopId))!;
    const settings = structuredClone(entity.Settings);
    settings.Common.Tax.GSTType = 2;
    await writeSettings({ orgId: org.orgId, entityId: org.workshopId, expectedVer: entity.ver, settings });
    const refused = await gstr3b('2026-10');
    expect(refused.status).toBe(403);
    expect(messageOf(refused)).toBe(ItcMessages.gstr3bNotFiled);
    expect((await gstr2('2026-10')).status).toBe(200);
  });
});

import { ApiError, ErrorCode, type FieldError } from '@shared/api/errors';
import { groupOf } from '@shared/books/chart';
import { fromScaled, QTY_DIGITS, rupeesToPaise, toScaled } from '@shared/documents/money-math';
import { claimsItc, itcRows, newBillItcPeriod } from '@shared/gst/returns/gstr2-itc';
import { gstinState } from '@shared/invoices/invoice-rules';
import { billFigures, payableOf } from '@shared/purchasing/bill-figures';
import { BillMessages } from '@shared/purchasing/bill-messages';
import type { billCreateBody } from '@shared/purchasing/bill-schemas';
import { billsOn } from '@shared/purchasing/bill-statuses';
import { purchaseSupply } from '@shared/purchasing/purchase-figures';
import { PurchaseMessages } from '@shared/purchasing/purchase-messages';
import type * as z from 'zod';
import { financialYear } from '../data/documents/document-numbers';
import { readDocument } from '../data/documents/document-read';
import { PURCHASE_RECEIVE } from '../data/documents/types/purchase-types';
import { accountMap, chartForPosting } from '../data/ledger/chart-repo';
import { getParty } from '../data/parties/parties-repo';
import type { BillLine } from '../data/purchasing/bill-records';
import type { BillPlan } from '../data/purchasing/bills-repo';
import { purchaseOrderIn } from '../data/purchasing/purchase-orders-repo';
import { refuseUnfinishedReceive } from '../data/purchasing/receive-claim';
import type { PurchaseOrderLine, PurchaseReceiveHead } from '../data/purchasing/purchase-records';
import { getReferenceSet } from '../data/reference/reference-repo';
import { branchNow, type ServiceContext } from './branch-context';
import { branchState, refuse } from './purchase-plan';

/**
 * The checks and figures of a vendor bill before anything is written
 * (docs/purchasing.md §9): a bill from a receive takes the receive's vendor,
 * lines and quantities at the bill's rates, and the order's supply and tax
 * codes; a direct bill reads its vendor and its supply from the vendor's state
 * against the branch's. Every refusal names its field, all found at once.
 */

type Body = z.output<typeof billCreateBody>;

/** Bills and payments made need the branch's Accounting feature `Bill` (platform §3). */
export function checkBillsOn(ctx: ServiceContext): void {
  if (!billsOn(ctx.entity.Config)) throw new ApiError(ErrorCode.Forbidden, BillMessages.featureOff);
}

export const fyStartOf = (ctx: ServiceContext): number | undefined => ctx.entity.Settings.Common.General?.FYStart;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

type Stocked = {
  vendor: BillPlan['vendor'];
  supply: BillPlan['supply'];
  lines: Omit<BillLine, '_id' | 'AmtP' | 'ChgP' | 'CgstP' | 'SgstP' | 'IgstP' | 'TotP'>[];
};

async function fromReceive(ctx: ServiceContext, body: Body, errors: FieldError[]): Promise<Stocked> {
  const { orgId, entityId } = ctx.actor;
  const rec = await readDocument<PurchaseReceiveHead, 'Lines'>(orgId, body.RecId ?? '', true);
  if (!rec || rec.head.type !== PURCHASE_RECEIVE.kind || rec.head.EntId !== entityId)
    throw new ApiError(ErrorCode.NotFound, PurchaseMessages.receiveNotFound);
  refuseUnfinishedReceive(rec.head);
  if (body.VendId && body.VendId !== rec.head.VendId)
    errors.push({ path: 'VendId', message: BillMessages.vendorOfReceive });
  // A receive without an order carries its own supply, HSN and tax codes (docs/purchasing.md §20).
  const po = rec.head.PoId ? await purchaseOrderIn(orgId, entityId, rec.head.PoId) : undefined;
  const poLines = new Map((po?.lines.Lines ?? []).map((l) => [l._id, l as unknown as PurchaseOrderLine]));
  const recLines = new Map(rec.lines.Lines.map((l) => [l._id, l]));
  const seen = new Set<string>();
  const lines: Stocked['lines'] = [];
  (body.Lines ?? []).forEach((line, i) => {
    const at = (field: string, message: string) => errors.push({ path: `Lines.${i}.${field}`, message });
    const got = recLines.get(line.LineId);
    if (!got) return at('LineId', BillMessages.receiveLineUnknown(line.LineId));
    if (seen.has(line.LineId)) at('LineId', BillMessages.receiveLineTwice);
    seen.add(line.LineId);
    if (got.BillId) at('LineId', BillMessages.receiveLineBilled(String(got.Desc), String(got.BillNum)));
    const ordered = poLines.get(String(got.PoLineId));
    const HSN = line.HSN ?? str(ordered?.HSN) ?? str(got.HSN);
    const TCode = ordered?.TCode ?? (typeof got.TCode === 'number' ? got.TCode : undefined);
    lines.push({
      Kind: 'Stock',
      RecLineId: got._id,
      ...(str(got.PoLineId) ? { PoLineId: String(got.PoLineId) } : {}),
      ItemId: String(got.ItemId),
      ...(str(got.PCode) ? { PCode: String(got.PCode) } : {}),
      Desc: String(got.Desc),
      ...(str(got.UoM) ? { UoM: String(got.UoM) } : {}),
      ...(HSN ? { HSN } : {}),
      ...(TCode !== undefined ? { TCode } : {}),
      Qty: fromScaled(Number(got.QtyM), QTY_DIGITS),
      QtyM: Number(got.QtyM),
      Rate: line.Rate,
      RecRate: Number(got.Rate),
      RecValP: Number(got.ValueP),
    });
    return undefined;
  });
  const from = po?.head ?? rec.head;
  return {
    vendor: { id: from.VendId, name: from.VendName, gstin: from.VendGSTIN },
    supply: { POS: String(from.POS), IntraState: from.IntraState === true },
    lines,
  };
}

async function direct(ctx: ServiceContext, body: Body, errors: FieldError[]): Promise<Stocked | undefined> {
  if (!body.VendId) {
    errors.push({ path: 'VendId', message: 'Choose a vendor.' });
    return undefined;
  }
  const vendor = await getParty(ctx.actor.orgId, 'VEND', body.VendId);
  const branch = branchState(ctx);
  if (!vendor) errors.push({ path: 'VendId', message: BillMessages.vendorUnknown });
  if (!branch.state) errors.push({ path: 'VendId', message: PurchaseMessages.branchStateUnknown });
  if (!vendor || !branch.state) return undefined;
  const gstin = str(vendor.GSTIN);
  const supply = purchaseSupply({
    vendorGstin: gstin,
    vendorState: str(vendor.BAdd?.StCode) ?? gstinState(gstin),
    branchGstin: branch.gstin,
    branchState: branch.state,
  });
  return { vendor: { id: body.VendId, name: String(vendor.DName ?? body.VendId), gstin }, supply, lines: [] };
}

export async function planBill(ctx: ServiceContext, body: Body): Promise<BillPlan> {
  const { orgId, entityId } = ctx.actor;
  const today = branchNow(ctx).date;
  const errors: FieldError[] = [];
  if (body.VendBillDate > today) errors.push({ path: 'VendBillDate', message: BillMessages.billDateAfterToday });
  if ((body.Lines ?? []).length + (body.Expenses ?? []).length === 0)
    errors.push({ path: 'Lines', message: BillMessages.linesNeeded });
  if ((body.Lines ?? []).length > 0 && !body.RecId) errors.push({ path: 'RecId', message: BillMessages.linesNeeded });
  // A bill from a receive bills at least one of its lines (else it is a direct bill).
  if (body.RecId && (body.Lines ?? []).length === 0) errors.push({ path: 'Lines', message: BillMessages.linesNeeded });
  const accounts = (body.Expenses ?? []).map((e) => e.Acc);
  const [base, chart, codes] = await Promise.all([
    body.RecId ? fromReceive(ctx, body, errors) : direct(ctx, body, errors),
    chartForPosting(orgId, accounts),
    getReferenceSet('TaxCodes'),
  ]);
  const chartAccounts = accountMap(chart);
  (body.Expenses ?? []).forEach((e, i) => {
    const account = chartAccounts.get(e.Acc);
    const top = groupOf(account?.Group ?? '')?.Top;
    if (!account || (top !== 'Expenses' && account.Group !== 'FixedAssets'))
      errors.push({ path: `Expenses.${i}.Acc`, message: BillMessages.accountNotExpense(e.Acc) });
  });
  // The input tax credit's period (docs/purchasing.md §9.8): default the month of the vendor's bill date.
  const itc = newBillItcPeriod({
    asked: body.ItcPeriod,
    claims: claimsItc({ VendGSTIN: base?.vendor.gstin, RevCharge: body.RevCharge === true }),
    billDate: body.VendBillDate,
    today,
    closed: chart.Closed?.[entityId],
  });
  if (itc.problem) errors.push({ path: 'ItcPeriod', message: itc.problem });
  if (errors.length > 0 || !base) return refuse(errors);
  const expenses: Stocked['lines'] = (body.Expenses ?? []).map((e) => ({
    Kind: 'Expense',
    Desc: e.Desc,
    Acc: e.Acc,
    ...(e.HSN ? { HSN: e.HSN } : {}),
    ...(e.TCode !== undefined ? { TCode: e.TCode } : {}),
    Qty: e.Qty,
    QtyM: toScaled(e.Qty, QTY_DIGITS),
    Rate: e.Rate,
  }));
  const all = [...base.lines, ...expenses];
  const charges = (body.Charges ?? []).map((c) => ({ Desc: c.Desc, AmtP: rupeesToPaise(c.Amount) }));
  // Tax at the rates in force on the vendor's bill date: the date of the supply billed.
  const figures = billFigures(
    all,
    charges.reduce((s, c) => s + c.AmtP, 0),
    base.supply,
    codes,
    body.VendBillDate,
  );
  const fyStart = fyStartOf(ctx);
  const revCharge = body.RevCharge === true;
  return {
    orgId,
    entId: entityId,
    date: today,
    fyStart,
    actor: { userId: ctx.actor.userId, userName: ctx.actor.userName },
    vendor: base.vendor,
    supply: base.supply,
    revCharge,
    ...(itc.period
      ? { itc: { ItcPeriod: itc.period, ItcRows: itcRows(figures.lines, codes, body.VendBillDate) } }
      : {}),
    vendBillNo: body.VendBillNo,
    vendBillDate: body.VendBillDate,
    vendFY: financialYear(body.VendBillDate, fyStart),
    recId: body.RecId,
    notes: body.Notes || undefined,
    charges,
    lines: all.map((l, i) => {
      const f = figures.lines[i];
      return {
        ...l,
        ...(f?.TCode !== undefined ? { TCode: f.TCode } : {}),
        AmtP: f?.AmtP ?? 0,
        ChgP: f?.ChgP ?? 0,
        CgstP: f?.CgstP ?? 0,
        SgstP: f?.SgstP ?? 0,
        IgstP: f?.IgstP ?? 0,
        TotP: f?.TotP ?? 0,
      };
    }),
    totals: figures.totals,
    payableP: payableOf(figures.totals, revCharge),
  };
}

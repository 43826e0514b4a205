import { canGiveDiscount } from '@shared/access/specific-rules';
import { ApiError, ErrorCode, type FieldError } from '@shared/api/errors';
import { paiseToRupees, QTY_DIGITS, rupeesToPaise, toScaled } from '@shared/documents/money-math';
import { validateDiscounts } from '@shared/documents/validate-discounts';
import { isWholeUnit } from '@shared/inventory/adjustment-reasons';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import { receiptAmounts, type ReceiptAmounts } from '@shared/sales/receipt-totals';
import { SalesOrderMessages } from '@shared/sales-orders/so-messages';
import { getVisibleRecords } from '../data/catalogue/record-repo';
import { saleListPrices, salePriceOf } from '../data/inventory/sale-prices';
import { getReferenceSet } from '../data/reference/reference-repo';
import type { SalesLinePlan } from '../data/sales-orders/so-records';
import type { ServiceContext } from './branch-context';
import { scopeOf } from './catalogue-scope';
import type { SessionContext } from './http/call';

/**
 * A sales order's or estimate's lines checked, priced and taxed
 * (docs/sales-orders.md §4), as the counter sale does it: each item a
 * catalogue part the organisation sees, once, in whole units where its unit is
 * whole; the price the branch sells at (shared/inventory/sale-price.ts: the list
 * of the customer's category valid that day, else the default list's, else the
 * part's own; a typed price only where none prices it); GST by the invoice
 * engine for the supply (shared/sales/receipt-totals.ts); discounts only with
 * the flag Disc. In functions/lib because the sales orders and the connected
 * purchase orders (ConnectX) both price a sales order's lines.
 */

export type SalesLineRequest = {
  ItemId?: string | undefined;
  Qty: number;
  UnPr?: number | undefined;
  Disc?: number | undefined;
  Desc?: string | undefined;
  /** A connected buyer's line the branch has no item for: kept as sent, priced as sent, not approvable. */
  Unmatched?: { PCode?: string | undefined; Desc: string; UoM?: string | undefined } | undefined;
};

export type PricedSalesLines = { lines: SalesLinePlan[]; amounts: ReceiptAmounts };

const num = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && v !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

export async function priceSalesLines(
  session: SessionContext,
  ctx: ServiceContext,
  body: { Lines: readonly SalesLineRequest[]; Disc?: number | undefined; Perc?: boolean | undefined },
  supply: { date: string; intra: boolean; cat?: string | undefined },
): Promise<PricedSalesLines> {
  const itemIds = [...new Set(body.Lines.flatMap((l) => (l.ItemId ? [l.ItemId] : [])))];
  const scope = scopeOf(session, 'PART');
  const inventory = ctx.entity.Settings.Inventory;
  const [parts, listPrices, taxCodes] = await Promise.all([
    getVisibleRecords(scope.orgId, scope.ownOnly, 'PART', itemIds),
    saleListPrices(ctx.actor.orgId, inventory, { cat: supply.cat, day: supply.date }, itemIds),
    getReferenceSet('TaxCodes'),
  ]);
  const partOf = new Map(itemIds.map((id, i) => [id, parts[i]?.record]));
  const listsOf = new Map(itemIds.map((id, i) => [id, listPrices[i] ?? []]));
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const planned = body.Lines.map((line, i) => {
    const at = (field: string, message: string) => errors.push({ path: `Lines.${i}.${field}`, message });
    if (!line.ItemId) {
      const u = line.Unmatched ?? { Desc: line.Desc ?? '' };
      return { line, Desc: line.Desc ?? u.Desc, PCode: u.PCode, UoM: u.UoM, UnPrP: rupeesToPaise(line.UnPr ?? 0) };
    }
    const part = partOf.get(line.ItemId);
    if (!part) {
      at('ItemId', InventoryMessages.itemUnknown(line.ItemId));
      return { line, Desc: line.ItemId, UnPrP: 0 };
    }
    const Desc = line.Desc ?? String(part.Desc);
    const UoM = str(part.UoM);
    if (isWholeUnit(UoM) && !Number.isInteger(line.Qty)) at('Qty', InventoryMessages.wholeQuantity(UoM ?? 'NOS'));
    if (seen.has(line.ItemId)) at('ItemId', SalesOrderMessages.lineTwice(Desc));
    seen.add(line.ItemId);
    const price = salePriceOf(num(part.UnPr) ?? 0, listsOf.get(line.ItemId) ?? [], inventory);
    const typed = line.UnPr !== undefined ? rupeesToPaise(line.UnPr) : undefined;
    const UnPrP = price?.priceP ?? typed;
    if (UnPrP === undefined) at('UnPr', SalesOrderMessages.noPrice(Desc));
    return {
      line,
      Desc,
      PCode: str(part.PCode),
      UoM,
      HSN: str(part.HSN),
      TCode: num(part.TCode),
      UnPrP: UnPrP ?? 0,
    };
  });
  if (errors.length > 0) throw new ApiError(ErrorCode.BadRequest, errors[0]?.message ?? '', errors);
  const tax = ctx.entity.Settings.Common.Tax;
  const amounts = receiptAmounts(
    planned.map((p) => ({
      ItemId: p.line.ItemId ?? '',
      Qty: p.line.Qty,
      UnPr: paiseToRupees(p.UnPrP),
      Disc: p.line.Disc,
      TCode: p.TCode,
      HSN: p.HSN,
      Desc: p.Desc,
    })),
    body,
    {
      date: supply.date,
      intra: supply.intra,
      taxCodes,
      intraTC: tax.IntraTC,
      interTC: tax.InterTC,
      round: ctx.entity.Settings.Acc.Round === true,
      taxable: tax.Tax !== false,
    },
  );
  // Sales has no discount cap in the access data (platform §3): the flag Disc decides, and no discount beyond the amount.
  const refused = validateDiscounts({
    totals: amounts.totals,
    requestedLineDiscounts: amounts.requestedDiscP,
    canDiscount: canGiveDiscount(ctx.access, 'Sales'),
  }).find((issue) => issue.level === 'error');
  if (refused)
    throw new ApiError(ErrorCode.BadRequest, refused.message, [{ path: refused.field, message: refused.message }]);
  const lines = planned.map((p, i): SalesLinePlan => {
    const a = amounts.lines[i];
    return {
      ...(p.line.ItemId ? { ItemId: p.line.ItemId } : {}),
      PCode: p.PCode,
      Desc: p.Desc,
      HSN: p.HSN,
      UoM: p.UoM,
      Qty: p.line.Qty,
      QtyM: toScaled(p.line.Qty, QTY_DIGITS),
      UnPr: paiseToRupees(p.UnPrP),
      UnPrP: p.UnPrP,
      Disc: p.line.Disc,
      TCode: a?.TCode,
      AmtP: a?.AmtP ?? 0,
      DiscP: a?.DiscP ?? 0,
      TaxableP: a?.TaxableP ?? 0,
      CGSTP: a?.CGSTP ?? 0,
      SGSTP: a?.SGSTP ?? 0,
      IGSTP: a?.IGSTP ?? 0,
      TotalP: a?.TotalP ?? 0,
      ...(p.line.ItemId ? {} : { Unmatched: true }),
    };
  });
  return { lines, amounts };
}

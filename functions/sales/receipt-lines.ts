import { ApiError, ErrorCode, type FieldError } from '@shared/api/errors';
import { canGiveDiscount, discountCapFor } from '@shared/access/specific-rules';
import { rupeesToPaise } from '@shared/documents/money-math';
import { paiseToRupees } from '@shared/documents/money-math';
import { validateDiscounts } from '@shared/documents/validate-discounts';
import { receiptAmounts, type ReceiptAmounts } from '@shared/sales/receipt-totals';
import type { ReceiptCreateBody } from '@shared/sales/receipt-schemas';
import { SalesMessages } from '@shared/sales/sales-messages';
import { getVisibleRecords } from '../data/catalogue/record-repo';
import { saleListPrices, salePriceOf } from '../data/inventory/sale-prices';
import { getReferenceSet } from '../data/reference/reference-repo';
import type { ReceiptLinePlan } from '../data/sales/receipts-repo';
import type { ServiceContext } from '../lib/branch-context';
import { scopeOf } from '../lib/catalogue-scope';
import type { SessionContext } from '../lib/http/call';
import { planSaleStock, refuseLines } from './receipt-stock';

/**
 * A counter sale's lines checked, priced and taxed (docs/sales.md §3): the
 * stock checks (receipt-stock.ts), the price the
 * branch sells at (shared/inventory/sale-price.ts: the list of the buyer's
 * customer category valid that day, else the default price list's, else the
 * part's own; a hand price only where no list prices it and the branch says so), GST by the invoice engine for the supply, and the discount
 * within the user's limits (SRDisc, SRDiscMax: platform §5's total discount).
 */

const num = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && v !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

export type PricedReceipt = { lines: ReceiptLinePlan[]; amounts: ReceiptAmounts };

export async function priceReceiptLines(
  session: SessionContext,
  ctx: ServiceContext,
  body: ReceiptCreateBody,
  supply: { date: string; intra: boolean; cat?: string | undefined },
): Promise<PricedReceipt> {
  const itemIds = [...new Set(body.Lines.map((l) => l.ItemId))];
  const scope = scopeOf(session, 'PART');
  const inventory = ctx.entity.Settings.Inventory;
  const [parts, listPrices, taxCodes] = await Promise.all([
    getVisibleRecords(scope.orgId, scope.ownOnly, 'PART', itemIds),
    saleListPrices(ctx.actor.orgId, inventory, { cat: supply.cat, day: supply.date }, itemIds),
    getReferenceSet('TaxCodes'),
  ]);
  const partOf = new Map(itemIds.map((id, i) => [id, parts[i]?.record]));
  const stock = await planSaleStock(session, ctx, body, partOf);
  const listsOf = new Map(itemIds.map((id, i) => [id, listPrices[i] ?? []]));
  const errors: FieldError[] = [];
  const figures = body.Lines.map((line, i) => {
    const part = partOf.get(line.ItemId);
    const price = salePriceOf(num(part?.UnPr) ?? 0, listsOf.get(line.ItemId) ?? [], inventory);
    const hand = line.UnPr !== undefined ? rupeesToPaise(line.UnPr) : undefined;
    const UnPrP = price?.priceP ?? hand;
    if (UnPrP === undefined)
      errors.push({ path: `Lines.${i}.UnPr`, message: SalesMessages.noPrice(stock[i]?.Desc ?? line.ItemId) });
    return {
      ItemId: line.ItemId,
      Qty: line.Qty,
      UnPr: paiseToRupees(UnPrP ?? 0),
      Disc: line.Disc,
      TCode: num(part?.TCode),
      HSN: str(part?.HSN),
      Desc: stock[i]?.Desc,
    };
  });
  if (errors.length > 0) refuseLines(errors);
  const tax = ctx.entity.Settings.Common.Tax;
  const amounts = receiptAmounts(figures, body, {
    date: supply.date,
    intra: supply.intra,
    taxCodes,
    intraTC: tax.IntraTC,
    interTC: tax.InterTC,
    round: ctx.entity.Settings.Acc.Round === true,
    taxable: tax.Tax !== false,
  });
  const issues = validateDiscounts({
    totals: amounts.totals,
    requestedLineDiscounts: amounts.requestedDiscP,
    cap: discountCapFor(ctx.access, 'SalesReceipt'),
    canDiscount: canGiveDiscount(ctx.access, 'SalesReceipt'),
  });
  const refused = issues.find((issue) => issue.level === 'error');
  if (refused)
    throw new ApiError(ErrorCode.BadRequest, refused.message, [{ path: refused.field, message: refused.message }]);
  const lines = stock.map((planned, i): ReceiptLinePlan => {
    const part = partOf.get(planned.ItemId);
    const a = amounts.lines[i];
    return {
      ItemId: planned.ItemId,
      PCode: planned.PCode,
      Desc: planned.Desc,
      HSN: str(part?.HSN),
      UoM: planned.UoM,
      Qty: planned.Qty,
      QtyM: planned.QtyM,
      UnPrP: rupeesToPaise(figures[i]?.UnPr ?? 0),
      TCode: a?.TCode,
      DiscP: a?.DiscP ?? 0,
      TaxableP: a?.TaxableP ?? 0,
      CGSTP: a?.CGSTP ?? 0,
      SGSTP: a?.SGSTP ?? 0,
      IGSTP: a?.IGSTP ?? 0,
      TotalP: a?.TotalP ?? 0,
      Tracking: planned.Tracking,
    };
  });
  return { lines, amounts };
}

import { ApiError, ErrorCode } from '@shared/api/errors';
import { canGiveDiscount, discountCapFor } from '@shared/access/specific-rules';
import { rupeesToPaise, type Paise } from '@shared/documents/money-math';
import { validateDiscounts } from '@shared/documents/validate-discounts';
import { receiptAmounts, type ReceiptAmounts, type ReceiptLineFigures } from '@shared/sales/receipt-totals';
import { getVisibleRecords, type StoredRecord } from '../data/catalogue/record-repo';
import { saleListPrices, salePriceOf, type TriedLists } from '../data/inventory/sale-prices';
import { getReferenceSet } from '../data/reference/reference-repo';
import type { ServiceContext } from './branch-context';
import { scopeOf } from './catalogue-scope';
import type { SessionContext } from './http/call';

/**
 * What a counter sale and a sales order or estimate price their lines with, one rule for both
 * (docs/sales.md §3, docs/sales-orders.md §4): the parts the user sees with the price lists of the buyer's
 * category that day, and GST by the invoice engine for the supply with the discount within the user's limits.
 */

export const num = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && v !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};
export const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

export type SaleSupply = { date: string; intra: boolean; cat?: string | undefined };

export type SaleCatalogue = {
  partOf: Map<string, StoredRecord | undefined>;
  listsOf: Map<string, TriedLists>;
  taxCodes: Awaited<ReturnType<typeof getReferenceSet<'TaxCodes'>>>;
};

/** The items' parts (as the user's scope sees them), their sale price lists for the buyer, and the tax codes. */
export async function saleCatalogue(
  session: SessionContext,
  ctx: ServiceContext,
  itemIds: readonly string[],
  supply: SaleSupply,
): Promise<SaleCatalogue> {
  const scope = scopeOf(session, 'PART');
  const [parts, listPrices, taxCodes] = await Promise.all([
    getVisibleRecords(scope.orgId, scope.ownOnly, 'PART', [...itemIds]),
    saleListPrices(ctx.actor.orgId, ctx.entity.Settings.Inventory, { cat: supply.cat, day: supply.date }, [...itemIds]),
    getReferenceSet('TaxCodes'),
  ]);
  return {
    partOf: new Map(itemIds.map((id, i) => [id, parts[i]?.record])),
    listsOf: new Map(itemIds.map((id, i) => [id, listPrices[i] ?? []])),
    taxCodes,
  };
}

/**
 * The price the branch sells the item at (shared/inventory/sale-price.ts: the buyer's list valid that day, else
 * the default list's, else the part's own); the typed price (rupees) only where none prices it.
 */
export function salePriceP(
  ctx: ServiceContext,
  catalogue: Pick<SaleCatalogue, 'partOf' | 'listsOf'>,
  itemId: string,
  typed: number | undefined,
): Paise | undefined {
  const own = num(catalogue.partOf.get(itemId)?.UnPr) ?? 0;
  const price = salePriceOf(own, catalogue.listsOf.get(itemId) ?? [], ctx.entity.Settings.Inventory);
  return price?.priceP ?? (typed !== undefined ? rupeesToPaise(typed) : undefined);
}

/**
 * The lines' amounts for the supply under the branch's tax settings; 400 when the discount goes beyond what
 * the user may give (`document`: the flag, and for a counter sale the cap, that decide it).
 */
export function taxedSaleAmounts(
  ctx: ServiceContext,
  figures: readonly ReceiptLineFigures[],
  body: { Disc?: number | undefined; Perc?: boolean | undefined },
  supply: SaleSupply,
  taxCodes: SaleCatalogue['taxCodes'],
  document: 'SalesReceipt' | 'Sales',
): ReceiptAmounts {
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
  // Sales has no discount cap in the access data (platform §3): the flag Disc decides there.
  const refused = validateDiscounts({
    totals: amounts.totals,
    requestedLineDiscounts: amounts.requestedDiscP,
    ...(document === 'SalesReceipt' ? { cap: discountCapFor(ctx.access, 'SalesReceipt') } : {}),
    canDiscount: canGiveDiscount(ctx.access, document),
  }).find((issue) => issue.level === 'error');
  if (refused)
    throw new ApiError(ErrorCode.BadRequest, refused.message, [{ path: refused.field, message: refused.message }]);
  return amounts;
}

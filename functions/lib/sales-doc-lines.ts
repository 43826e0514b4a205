import { ApiError, ErrorCode, type FieldError } from '@shared/api/errors';
import { paiseToRupees, QTY_DIGITS, rupeesToPaise, toScaled } from '@shared/documents/money-math';
import { isWholeUnit } from '@shared/inventory/adjustment-reasons';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import { lineAmountsOf, type ReceiptAmounts } from '@shared/sales/receipt-totals';
import { SalesOrderMessages } from '@shared/sales-orders/so-messages';
import type { SalesLinePlan } from '../data/sales-orders/so-records';
import type { ServiceContext } from './branch-context';
import type { SessionContext } from './http/call';
import { num, saleCatalogue, salePriceP, str, taxedSaleAmounts, type SaleSupply } from './sale-pricing';

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

export async function priceSalesLines(
  session: SessionContext,
  ctx: ServiceContext,
  body: { Lines: readonly SalesLineRequest[]; Disc?: number | undefined; Perc?: boolean | undefined },
  supply: SaleSupply,
): Promise<PricedSalesLines> {
  const itemIds = [...new Set(body.Lines.flatMap((l) => (l.ItemId ? [l.ItemId] : [])))];
  const catalogue = await saleCatalogue(session, ctx, itemIds, supply);
  const { partOf, taxCodes } = catalogue;
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
    const UnPrP = salePriceP(ctx, catalogue, line.ItemId, line.UnPr);
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
  const amounts = taxedSaleAmounts(
    ctx,
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
    supply,
    taxCodes,
    'Sales',
  );
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
      ...lineAmountsOf(a),
      ...(p.line.ItemId ? {} : { Unmatched: true }),
    };
  });
  return { lines, amounts };
}

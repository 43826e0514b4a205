import type { FieldError } from '@shared/api/errors';
import { rupeesToPaise } from '@shared/documents/money-math';
import { paiseToRupees } from '@shared/documents/money-math';
import type { ReceiptAmounts } from '@shared/sales/receipt-totals';
import type { ReceiptCreateBody } from '@shared/sales/receipt-schemas';
import { SalesMessages } from '@shared/sales/sales-messages';
import type { ReceiptLinePlan } from '../data/sales/receipts-repo';
import type { ServiceContext } from '../lib/branch-context';
import type { SessionContext } from '../lib/http/call';
import { num, saleCatalogue, salePriceP, str, taxedSaleAmounts, type SaleSupply } from '../lib/sale-pricing';
import { planSaleStock, refuseLines } from './receipt-stock';

/**
 * A counter sale's lines checked, priced and taxed (docs/sales.md §3): the
 * stock checks (receipt-stock.ts), the price the
 * branch sells at (shared/inventory/sale-price.ts: the list of the buyer's
 * customer category valid that day, else the default price list's, else the
 * part's own; a hand price only where no list prices it and the branch says so), GST by the invoice engine for the supply, and the discount
 * within the user's limits (SRDisc, SRDiscMax: platform §5's total discount).
 */

export type PricedReceipt = { lines: ReceiptLinePlan[]; amounts: ReceiptAmounts };

export async function priceReceiptLines(
  session: SessionContext,
  ctx: ServiceContext,
  body: ReceiptCreateBody,
  supply: SaleSupply,
): Promise<PricedReceipt> {
  const itemIds = [...new Set(body.Lines.map((l) => l.ItemId))];
  const catalogue = await saleCatalogue(session, ctx, itemIds, supply);
  const { partOf, taxCodes } = catalogue;
  const stock = await planSaleStock(session, ctx, body, partOf);
  const errors: FieldError[] = [];
  const figures = body.Lines.map((line, i) => {
    const part = partOf.get(line.ItemId);
    const UnPrP = salePriceP(ctx, catalogue, line.ItemId, line.UnPr);
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
  const amounts = taxedSaleAmounts(ctx, figures, body, supply, taxCodes, 'SalesReceipt');
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

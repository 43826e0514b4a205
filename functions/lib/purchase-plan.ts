import { ApiError, ErrorCode, type FieldError } from '@shared/api/errors';
import { isWholeUnit } from '@shared/inventory/adjustment-reasons';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import { isInventoryFeatureOn } from '@shared/inventory/inventory-features';
import { QTY_DIGITS, toScaled } from '@shared/documents/money-math';
import { gstinState } from '@shared/invoices/invoice-rules';
import { purchaseFigures, purchaseSupply } from '@shared/purchasing/purchase-figures';
import { PurchaseMessages } from '@shared/purchasing/purchase-messages';
import { getVisibleRecords } from '../data/catalogue/record-repo';
import { getParty } from '../data/parties/parties-repo';
import type { PurchaseOrderPlan } from '../data/purchasing/purchase-orders-repo';
import { getReferenceSet } from '../data/reference/reference-repo';
import { listWarehouses } from '../data/settings/warehouses-repo';
import type { ServiceContext } from './branch-context';
import { scopeOf } from './catalogue-scope';
import { warehouseRefusal } from './warehouse-refusal';

/**
 * The checks and figures of a purchase order before anything is written
 * (docs/purchasing.md §4): the vendor is the organisation's, the warehouse the
 * branch's (active, allowed to the user), each item a catalogue part the
 * organisation sees, whole units whole, an item once (unless each line is for
 * its own repair order), the expected date not before the order's; GST from
 * the vendor's state against the branch's with the invoices' own rules. Every
 * refusal names its field, and all of them are found at once.
 */

export type OrderLineInput = {
  ItemId: string;
  Qty: number;
  Rate: number;
  /** A parts order line: the repair order line it is for. */
  Wo?: { WoId: string; WoNum?: string | undefined; WoLineId: string } | undefined;
};

export type OrderInput = {
  VendId: string;
  WhId: string;
  ExpDate?: string | undefined;
  Notes?: string | undefined;
  Lines: readonly OrderLineInput[];
};

export const refuse = (errors: readonly FieldError[]): never => {
  throw new ApiError(ErrorCode.BadRequest, errors[0]?.message ?? PurchaseMessages.notFound, [...errors]);
};

/** Purchase orders need the branch's Inventory `PO` feature (platform §3 Entity Config). */
export function checkFeature(ctx: ServiceContext): void {
  if (!isInventoryFeatureOn(ctx.entity.Config, 'PO'))
    throw new ApiError(ErrorCode.Forbidden, PurchaseMessages.featureOff);
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** The branch's GST state: its address state, else its GSTIN's (as the invoices' supplier). */
export function branchState(ctx: ServiceContext): { state?: string | undefined; gstin?: string | undefined } {
  const gstin = str(ctx.entity.Settings.Common.Tax.GSTIN);
  return { state: str(ctx.entity.Settings.Address?.StCode) ?? gstinState(gstin), gstin };
}

export async function planOrder(ctx: ServiceContext, input: OrderInput, date: string): Promise<PurchaseOrderPlan> {
  const { orgId, entityId } = ctx.actor;
  const scope = scopeOf(ctx.session, 'PART');
  const itemIds = [...new Set(input.Lines.map((l) => l.ItemId))];
  const [vendor, warehouses, parts, codes] = await Promise.all([
    getParty(orgId, 'VEND', input.VendId),
    listWarehouses(orgId, entityId),
    getVisibleRecords(scope.orgId, scope.ownOnly, 'PART', itemIds),
    getReferenceSet('TaxCodes'),
  ]);
  const errors: FieldError[] = [];
  if (!vendor) errors.push({ path: 'VendId', message: PurchaseMessages.vendorUnknown });
  const badWarehouse = warehouseRefusal(ctx, warehouses, input.WhId);
  if (badWarehouse) errors.push({ path: 'WhId', message: badWarehouse });
  if (input.ExpDate !== undefined && input.ExpDate < date)
    errors.push({ path: 'ExpDate', message: PurchaseMessages.expectedBeforeDate });
  const branch = branchState(ctx);
  if (!branch.state) errors.push({ path: 'WhId', message: PurchaseMessages.branchStateUnknown });
  const partOf = new Map(itemIds.map((id, i) => [id, parts[i]?.record]));
  const seen = new Set<string>();
  input.Lines.forEach((line, i) => {
    const at = (field: string, message: string) => errors.push({ path: `Lines.${i}.${field}`, message });
    const part = partOf.get(line.ItemId);
    if (!part) return at('ItemId', InventoryMessages.itemUnknown(line.ItemId));
    const UoM = str(part.UoM);
    if (isWholeUnit(UoM) && !Number.isInteger(line.Qty)) at('Qty', InventoryMessages.wholeQuantity(UoM ?? 'NOS'));
    if (!line.Wo) {
      if (seen.has(line.ItemId)) at('ItemId', PurchaseMessages.lineTwice(part.Desc));
      seen.add(line.ItemId);
    }
    return undefined;
  });
  if (errors.length > 0 || !vendor || !branch.state) return refuse(errors);
  const vendorState = str(vendor.BAdd?.StCode);
  const supply = purchaseSupply({
    vendorGstin: str(vendor.GSTIN),
    vendorState,
    branchGstin: branch.gstin,
    branchState: branch.state,
  });
  const taxCodeOf = (id: string): number | undefined => {
    const code = Number(partOf.get(id)?.TCode);
    return Number.isInteger(code) && code > 0 ? code : undefined;
  };
  const figures = purchaseFigures(
    input.Lines.map((l) => ({ Qty: l.Qty, Rate: l.Rate, TCode: taxCodeOf(l.ItemId) })),
    supply,
    codes,
    date,
  );
  const warehouse = warehouses.find((w) => w._id === input.WhId);
  return {
    vendor: {
      id: input.VendId,
      name: String(vendor.DName ?? input.VendId),
      gstin: str(vendor.GSTIN),
      state: gstinState(str(vendor.GSTIN)) ?? vendorState,
    },
    wh: { id: input.WhId, name: warehouse?.Name ?? input.WhId },
    expDate: input.ExpDate,
    notes: input.Notes || undefined,
    supply,
    totals: figures.totals,
    lines: input.Lines.map((line, i) => {
      const part = partOf.get(line.ItemId);
      const f = figures.lines[i];
      return {
        ItemId: line.ItemId,
        PCode: str(part?.PCode),
        Desc: String(part?.Desc ?? line.ItemId),
        UoM: str(part?.UoM),
        HSN: str(part?.HSN),
        Qty: line.Qty,
        QtyM: toScaled(line.Qty, QTY_DIGITS),
        Rate: line.Rate,
        ...(f?.TCode !== undefined ? { TCode: f.TCode } : {}),
        AmtP: f?.AmtP ?? 0,
        CgstP: f?.CgstP ?? 0,
        SgstP: f?.SgstP ?? 0,
        IgstP: f?.IgstP ?? 0,
        TotP: f?.TotP ?? 0,
        RecQtyM: 0,
        RecValP: 0,
        ...(line.Wo ? { WoId: line.Wo.WoId, WoLineId: line.Wo.WoLineId } : {}),
        ...(line.Wo?.WoNum ? { WoNum: line.Wo.WoNum } : {}),
      };
    }),
  };
}

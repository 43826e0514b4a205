import { ApiError, ErrorCode, type FieldError } from '@shared/api/errors';
import { challanLineFigures } from '@shared/challans/challan-figures';
import { ChallanMessages } from '@shared/challans/challan-messages';
import type { ChallanLineInput, RecipientInput } from '@shared/challans/challan-schemas';
import type { ChallanPurpose } from '@shared/challans/challan-statuses';
import { QTY_DIGITS, rupeesToPaise, toScaled } from '@shared/documents/money-math';
import { resolveTaxCode } from '@shared/documents/tax-codes';
import { isValidGstin } from '@shared/gst/gstin';
import { findState } from '@shared/gst/states';
import { isWholeUnit } from '@shared/inventory/adjustment-reasons';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import { placeOfSupply } from '@shared/invoices/invoice-rules';
import { getVisibleRecords } from '../data/catalogue/record-repo';
import type { ChallanLinePlan, ChallanRecipient } from '../data/challans/challan-records';
import { getParty } from '../data/parties/parties-repo';
import { getReferenceSet } from '../data/reference/reference-repo';
import { listWarehouses } from '../data/settings/warehouses-repo';
import type { ServiceContext } from '../lib/branch-context';
import { supplierOf } from '../lib/branch-supplier';
import { scopeOf } from '../lib/catalogue-scope';
import type { SessionContext } from '../lib/http/call';
import { trackedItems } from '../lib/item-tracking';
import { warehouseRefusal } from '../lib/warehouse-refusal';

/**
 * A challan's parts checked before anything is written (docs/challans.md §6):
 * the recipient read and frozen (a customer or vendor of the organisation, or a
 * consignee typed), the place of supply from it, the warehouse the branch's and
 * the user's, each line a catalogue part the organisation sees, once, in whole
 * units where its unit is whole, not batch- or serial-tracked; the figures of
 * every line (challan-figures.ts). Every refusal names its field.
 */

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

const refuse = (errors: readonly FieldError[]): never => {
  throw new ApiError(ErrorCode.BadRequest, errors[0]?.message ?? ChallanMessages.notFound, [...errors]);
};

const clean = <T extends Record<string, unknown>>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T;

/** The consignee as it will be printed: a party's record read now, or what was typed. */
export async function recipientOf(ctx: ServiceContext, to: RecipientInput): Promise<ChallanRecipient> {
  if (to.Kind === 'Other') {
    if (!to.Name) refuse([{ path: 'To.Name', message: ChallanMessages.recipientName }]);
    const state = to.Addr?.St ? findState(to.Addr.St) : undefined;
    return clean({
      Kind: 'Other',
      Name: to.Name ?? '',
      Addr: to.Addr ? clean({ ...to.Addr, St: state?.Name ?? to.Addr.St, StCode: state?.StCode }) : undefined,
      GSTIN: to.GSTIN,
    }) as ChallanRecipient;
  }
  if (!to.Id) return refuse([{ path: 'To.Id', message: ChallanMessages.recipientId }]);
  const party = await getParty(ctx.actor.orgId, to.Kind === 'Customer' ? 'CUST' : 'VEND', to.Id);
  if (!party)
    return refuse([
      {
        path: 'To.Id',
        message: to.Kind === 'Customer' ? ChallanMessages.customerNotFound : ChallanMessages.vendorNotFound,
      },
    ]);
  const a = party.BAdd;
  return clean({
    Kind: to.Kind,
    Id: to.Id,
    Name: party.DName ?? [party.FName, party.LName].filter(Boolean).join(' '),
    Addr: a ? clean({ A1: a.A1, A2: a.A2, Ct: a.Ct, St: a.St, StCode: a.StCode, Pin: a.Pin }) : undefined,
    GSTIN: party.GSTIN && isValidGstin(party.GSTIN) ? party.GSTIN : undefined,
  }) as ChallanRecipient;
}

/** The supply: the branch as consignor, the place of supply by the consignee's GSTIN, else its state, else the branch's. */
export function supplyOf(ctx: ServiceContext, to: ChallanRecipient) {
  const seller = supplierOf(ctx.entity);
  const supply = placeOfSupply({
    recipientGstin: to.GSTIN,
    recipientState: to.Addr?.StCode,
    supplierState: seller.StCode,
  });
  return {
    Seller: clean({
      Name: seller.Name,
      GSTIN: seller.GSTIN,
      StCode: seller.StCode,
      Addr: seller.Addr ? clean({ ...seller.Addr, StCode: seller.StCode }) : undefined,
    }),
    POS: supply.POS,
    IntraState: supply.IntraState,
  };
}

/** The warehouse's name, or the refusal of it. */
export async function warehouseOf(ctx: ServiceContext, whId: string): Promise<string> {
  const warehouses = await listWarehouses(ctx.actor.orgId, ctx.actor.entityId);
  const refusal = warehouseRefusal(ctx, warehouses, whId);
  if (refusal) refuse([{ path: 'WhId', message: refusal }]);
  return warehouses.find((w) => w._id === whId)?.Name ?? whId;
}

/** Each line checked and figured: the tax rate given, else the item's own for goods on approval, else none. */
export async function planChallanLines(
  session: SessionContext,
  ctx: ServiceContext,
  input: readonly ChallanLineInput[],
  supply: { purpose: ChallanPurpose; intra: boolean; date: string },
): Promise<ChallanLinePlan[]> {
  const itemIds = [...new Set(input.map((l) => l.ItemId))];
  const scope = scopeOf(session, 'PART');
  const [parts, tracked, codes] = await Promise.all([
    getVisibleRecords(scope.orgId, scope.ownOnly, 'PART', itemIds),
    trackedItems(session, itemIds),
    getReferenceSet('TaxCodes'),
  ]);
  const partOf = new Map(itemIds.map((id, i) => [id, parts[i]?.record]));
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const lines = input.map((line, i): ChallanLinePlan => {
    const at = (field: string, message: string) => errors.push({ path: `Lines.${i}.${field}`, message });
    const part = partOf.get(line.ItemId);
    if (!part) at('ItemId', InventoryMessages.itemUnknown(line.ItemId));
    const desc = line.Desc ?? str(part?.Desc) ?? line.ItemId;
    const UoM = str(part?.UoM);
    if (part && isWholeUnit(UoM) && !Number.isInteger(line.Qty))
      at('Qty', InventoryMessages.wholeQuantity(UoM ?? 'NOS'));
    if (seen.has(line.ItemId)) at('ItemId', ChallanMessages.lineTwice(desc));
    if (tracked.has(line.ItemId)) at('ItemId', ChallanMessages.trackedItem(desc));
    seen.add(line.ItemId);
    const tcode = num(part?.TCode);
    const code = tcode === undefined ? undefined : resolveTaxCode(codes, tcode, supply.date);
    const ownRate = code ? (code.Type === 1 ? code.CGST * 2 : code.IGST) : 0;
    const TaxPct = line.TaxPct ?? (supply.purpose === 'Approval' ? ownRate : 0);
    const QtyM = toScaled(line.Qty, QTY_DIGITS);
    const RateP = rupeesToPaise(line.Rate);
    return {
      ItemId: line.ItemId,
      PCode: str(part?.PCode),
      Desc: desc,
      HSN: str(part?.HSN),
      UoM,
      Qty: line.Qty,
      QtyM,
      RateP,
      TaxPct,
      ...challanLineFigures(QtyM, RateP, TaxPct, supply.intra),
    };
  });
  if (errors.length > 0) refuse(errors);
  return lines;
}

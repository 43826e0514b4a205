import { paiseToRupees, QTY_SCALE } from '@shared/documents/money-math';
import { idsByCode } from '../data/catalogue/search-repo';
import type { CxLine } from '../data/connectx/cx-store';
import { skuKey } from '../data/inventory/item-sku-repo';
import { batchGetAll } from '../data/table/batch-get';
import { getItems } from '../data/inventory/items-repo';
import type { SalesLineRequest } from '../lib/sales-doc-lines';

/**
 * The lines of an order that arrived, as the vendor's sales order asks for them
 * (docs/connectx.md §4.2): each sender's part code looked up in the vendor's
 * catalogue (exact code once normalised), else among the vendor's SKUs, and
 * matched only where the vendor has an item of that part. The sales order
 * prices a matched line as the vendor sells to that customer
 * (functions/lib/sales-doc-lines.ts); a line not found is kept `Unmatched` with
 * the sender's code, description, unit and rate.
 */

/** The vendor's item of each code (absent where none): the catalogue's code first, then the SKU guard. */
async function itemsOfCodes(orgId: string, ownOnly: boolean, codes: readonly string[]): Promise<Map<string, string>> {
  const byCode = await Promise.all(codes.map(async (code) => (await idsByCode({ orgId, ownOnly }, 'PART', code)).ids));
  // Only the codes the catalogue does not know are looked up as SKUs: one BatchGet of their guards.
  const rest = codes.filter((_, i) => (byCode[i] ?? []).length === 0);
  const guards = await batchGetAll<{ ItemId?: string }>(rest.map((code) => skuKey(orgId, code)));
  const bySku = new Map(rest.map((code, i) => [code, guards[i]?.ItemId]));
  const candidates = [...new Set([...byCode.flat(), ...[...bySku.values()].flatMap((s) => s ?? [])])];
  const items = await getItems(orgId, candidates);
  const isItem = new Set(candidates.filter((_, i) => items[i] !== undefined));
  return new Map(
    codes.flatMap((code, i) => {
      const sku = bySku.get(code);
      const hit = (byCode[i] ?? []).find((id) => isItem.has(id)) ?? (sku && isItem.has(sku) ? sku : undefined);
      return hit ? [[code, hit] as const] : [];
    }),
  );
}

export async function vendorLineRequests(
  vendor: { orgId: string; ownOnly: boolean },
  lines: readonly CxLine[],
): Promise<SalesLineRequest[]> {
  const codes = [...new Set(lines.flatMap((l) => (l.PCode ? [l.PCode] : [])))];
  const itemOf = await itemsOfCodes(vendor.orgId, vendor.ownOnly, codes);
  // One item once: a second line of the same part is kept as sent, for the vendor to merge or remove.
  const used = new Set<string>();
  return lines.map((line): SalesLineRequest => {
    const Qty = line.QtyM / QTY_SCALE;
    const itemId = line.PCode ? itemOf.get(line.PCode) : undefined;
    if (itemId && !used.has(itemId)) {
      used.add(itemId);
      return { ItemId: itemId, Qty };
    }
    return {
      Qty,
      UnPr: paiseToRupees(line.RateP),
      Desc: line.Desc,
      Unmatched: {
        ...(line.PCode ? { PCode: line.PCode } : {}),
        Desc: line.Desc,
        ...(line.UoM ? { UoM: line.UoM } : {}),
      },
    };
  });
}

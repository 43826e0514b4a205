import { monthOfItcPeriod, type ItcRow } from '@shared/gst/returns/gstr2-itc';
import type { StoreHead } from '../documents/document-type';
import { orgPk } from '../table/keys';

/**
 * The ITC index of vendor bills (docs/purchasing.md §9.1 B10): each bill that claims
 * input tax credit keeps an `IX#ITC` item in its partition, on GSI1 under its branch
 * and claim month, so "the bills claimed in period P of branch e" is one Query that
 * needs no bill read. The item is the store's (bill-types.ts `indexItems`): written
 * with every change of the bill, moved when its `ItcPeriod` changes.
 */

export const ITC_INDEX = 'ITC';

/** B10 (GSI1 on the `IX#ITC` item): a branch's bills claimed in a month (YYYY-MM), by the vendor's bill date. */
export const itcPartition = (orgId: string, entId: string, month: string): string =>
  `${orgPk(orgId)}#ENT#${entId}#ITC#${month}`;

/** What the GSTR-2 / ITC report and GSTR-3B read of a claimed bill (the index item's attributes). */
export const ITC_ATTRIBUTES = [
  'DocId',
  'Num',
  'Sts',
  'VendId',
  'VendName',
  'VendGSTIN',
  'VendBillNo',
  'VendBillDate',
  'POS',
  'IntraState',
  'RevCharge',
  'ItcPeriod',
  'ItcRows',
  'SubP',
  'ChgP',
  'CgstP',
  'SgstP',
  'IgstP',
  'TotP',
] as const;

type ItcHead = StoreHead & { ItcPeriod?: string; ItcRows?: ItcRow[]; VendBillDate: string };

/** The bill's `IX#ITC` item, or none while it claims nothing (no `ItcPeriod`). */
export function itcIndexItems(stored: StoreHead): Map<string, Record<string, unknown>> {
  const head = stored as ItcHead;
  const items = new Map<string, Record<string, unknown>>();
  if (!head.ItcPeriod || head.Sts === 'Cancelled' || head.Sts === 'Draft') return items;
  const copy: Record<string, unknown> = { type: 'BillItc', OrgId: head.OrgId, EntId: head.EntId, ver: head.ver };
  for (const name of ITC_ATTRIBUTES) if (head[name] !== undefined) copy[name] = head[name];
  copy.gsi1pk = itcPartition(head.OrgId, head.EntId, monthOfItcPeriod(head.ItcPeriod));
  copy.gsi1sk = `${head.VendBillDate}#${head.DocId}`;
  items.set(ITC_INDEX, copy);
  return items;
}

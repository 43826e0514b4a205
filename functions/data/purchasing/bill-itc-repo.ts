import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { ItcBill } from '@shared/gst/returns/gstr2';
import { BillMessages } from '@shared/purchasing/bill-messages';
import { headChangeWrites, readDocumentHead } from '../documents/documents-repo';
import { BILL } from '../documents/types/bill-types';
import { queryIndexAll } from '../table/index-query';
import { nowIso } from '../table/keys';
import { transact } from '../table/transact';
import { ITC_ATTRIBUTES, itcPartition } from './bill-itc-index';
import type { BillHead } from './bill-records';

/**
 * Input tax credit of vendor bills (docs/purchasing.md §9.8, docs/gst-returns.md
 * 'GSTR-2 / ITC'): the bills a branch claims in a month (B10, one Query of the
 * `IX#ITC` items, no bill read), and moving one bill's claim to another period,
 * a change of the bill's header at its `ver` (the store moves the index item).
 */

/** B10: the branch's bills claimed in `month` (YYYY-MM), as the report reads them. */
export async function claimedBills(orgId: string, entId: string, month: string): Promise<ItcBill[]> {
  const items = await queryIndexAll<ItcBill & { RevCharge?: boolean }>({
    index: 1,
    partition: itcPartition(orgId, entId, month),
    attributes: ITC_ATTRIBUTES,
  });
  return items.map((i) => ({ ...i, RevCharge: i.RevCharge === true, ItcRows: i.ItcRows ?? [] }));
}

/** The bill's header as stored (consistent), if it is a bill of this branch. */
export async function branchBillHead(orgId: string, entId: string, billId: string): Promise<BillHead> {
  const head = await readDocumentHead<BillHead>(orgId, billId, true);
  if (!head || head.type !== BILL.kind || head.EntId !== entId)
    throw new ApiError(ErrorCode.NotFound, BillMessages.notFound);
  return head;
}

/** The bill's claim moved to `period` (MMYYYY), only at the `ver` read (409 on a lost race). */
export async function saveItcPeriod(
  before: BillHead,
  ver: number,
  period: string,
  by: { userId: string; userName?: string | undefined },
): Promise<BillHead> {
  if (before.ver !== ver) throw new ApiError(ErrorCode.Conflict, Messages.conflict);
  const { ver: _ver, ...rest } = before;
  const { writes, head } = headChangeWrites<BillHead>(
    before,
    { ...rest, ItcPeriod: period },
    { Action: 'ItcPeriod', By: by.userId, ...(by.userName ? { ByName: by.userName } : {}) },
    nowIso(),
  );
  await transact(writes);
  return head;
}

import { TRANSFER_STATUS } from '@shared/inventory/transfer-statuses';
import { byDateSortKey, transfersInPartition, transfersOutPartition } from '../../inventory/transfer-keys';
import type { DocumentType, IndexKeys, StoreHead } from '../document-type';

/**
 * Transfer orders (docs/inventory-transfers.md): stock sent from a warehouse of
 * the branch that owns the order (`EntId`) to a warehouse of the same branch or
 * of another branch of the organisation (`ToEntId`). Draft → In Transit (dispatched:
 * the stock left) → Partially Received → Received; a draft, or one on its way, may be Cancelled. The sender's
 * list is the header's (T1); the destination's is the `IN` index item, kept while
 * the transfer is on its way or received (T2). Counter numbers in series `TO`.
 */

export const TRANSFER_SERIES = 'TO';

type TransferHeadKeys = StoreHead & { Date: string; ToEntId: string; DispDate?: string };

const headIndexes = (stored: StoreHead): IndexKeys => {
  const head = stored as TransferHeadKeys;
  return { gsi1pk: transfersOutPartition(head.OrgId, head.EntId), gsi1sk: byDateSortKey(head.Date, head.DocId) };
};

/**
 * The destination's copy, once dispatched (in transit, received in part or whole,
 * or cancelled on the way): a draft, or a draft cancelled, is the sender's business only.
 */
function indexItems(stored: StoreHead): Map<string, Record<string, unknown>> {
  const head = stored as TransferHeadKeys;
  const items = new Map<string, Record<string, unknown>>();
  if (head.DispDate && head.Sts !== TRANSFER_STATUS.draft)
    items.set('IN', {
      ...head,
      type: 'TransferIncoming',
      gsi1pk: transfersInPartition(head.OrgId, head.ToEntId),
      gsi1sk: byDateSortKey(head.DispDate ?? head.Date, head.DocId),
    });
  return items;
}

export const TRANSFER_ORDER: DocumentType<'Lines'> = {
  kind: 'TransferOrder',
  code: 'TO',
  lineGroups: { Lines: 'TOL#' },
  headIndexes,
  indexItems,
  indexNames: ['IN'],
  statusCounts: false,
  numbering: { policy: 'counter', series: TRANSFER_SERIES },
  audit: { lines: true },
};

import { adjustmentSortKey, adjustmentsPartition } from '../../inventory/inventory-keys';
import type { DocumentType, IndexKeys, StoreHead } from '../document-type';

/**
 * Stock adjustments (docs/inventory.md §5): lines of items found or lost per
 * warehouse with a reason, the branch's list by date (I5), one status
 * (Adjusted, so no counts and no dashboard), and numbers from an atomic counter
 * (an adjustment is no tax invoice: a refused one may leave a gap, and clerks
 * never wait on each other's number). Each line's movement and balance join
 * the adjustment's own transaction (functions/data/inventory/adjustments-repo.ts).
 */

export const ADJUSTMENT_SERIES = 'ADJ';

type AdjustmentHead = StoreHead & { Date: string };

const headIndexes = (stored: StoreHead): IndexKeys => {
  const head = stored as AdjustmentHead;
  return {
    gsi1pk: adjustmentsPartition(head.OrgId, head.EntId),
    gsi1sk: adjustmentSortKey(head.Date, head.DocId),
  };
};

export const ADJUSTMENT: DocumentType<'Lines'> = {
  kind: 'Adjustment',
  code: 'ADJ',
  lineGroups: { Lines: 'ADJL#' },
  headIndexes,
  statusCounts: false,
  numbering: { policy: 'counter', series: ADJUSTMENT_SERIES },
  audit: { lines: true },
};

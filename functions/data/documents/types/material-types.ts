import { byDateSortKey, materialInPartition, materialOutPartition } from '../../inventory/transfer-keys';
import type { DocumentType, IndexKeys, StoreHead } from '../document-type';

/**
 * Material in and material out (docs/inventory-transfers.md §6): stock that
 * enters or leaves a branch without a purchase or a sale (a part the customer
 * brought, workshop consumables, samples). Like adjustments: lines of item,
 * warehouse, quantity and reason, one status (Posted: the stock moved when
 * saved), counter numbers in their own series, the branch's list by date.
 */

export const MATERIAL_IN_SERIES = 'MI';
export const MATERIAL_OUT_SERIES = 'MOUT';

type DatedHead = StoreHead & { Date: string };

const listedIn =
  (partition: (orgId: string, entId: string) => string) =>
  (stored: StoreHead): IndexKeys => {
    const head = stored as DatedHead;
    return { gsi1pk: partition(head.OrgId, head.EntId), gsi1sk: byDateSortKey(head.Date, head.DocId) };
  };

export const MATERIAL_IN: DocumentType<'Lines'> = {
  kind: 'MaterialIn',
  code: 'MI',
  lineGroups: { Lines: 'MIL#' },
  headIndexes: listedIn(materialInPartition),
  statusCounts: false,
  numbering: { policy: 'counter', series: MATERIAL_IN_SERIES },
  audit: { lines: true },
};

export const MATERIAL_OUT: DocumentType<'Lines'> = {
  kind: 'MaterialOut',
  code: 'MOUT',
  lineGroups: { Lines: 'MOL#' },
  headIndexes: listedIn(materialOutPartition),
  statusCounts: false,
  numbering: { policy: 'counter', series: MATERIAL_OUT_SERIES },
  audit: { lines: true },
};

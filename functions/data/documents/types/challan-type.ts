import { challanSortKey, challansPartition, challanStatusPartition } from '../../challans/challan-keys';
import type { DocumentType, IndexKeys, StoreHead } from '../document-type';

/**
 * Delivery challans (CGST Rule 55; docs/challans.md): goods sent from a warehouse
 * of the branch without a sale (job work, on approval, to a place of the same
 * GSTIN). Draft → Issued (numbered, the goods out) → Partially Returned → Returned;
 * a draft, or an issued challan of which nothing came back, may be Cancelled.
 * The header is on both lists (C1 every status, C2 by status); counts per status
 * for the dashboard's chips; counter numbers in series `DC`, taken at issue.
 */

export const CHALLAN_SERIES = 'DC';
export const CHALLAN_CODE = 'DC';

type ChallanKeys = StoreHead & { Date: string };

const headIndexes = (stored: StoreHead): IndexKeys => {
  const head = stored as ChallanKeys;
  const sk = challanSortKey(head.Date, head.DocId);
  return {
    gsi1pk: challansPartition(head.OrgId, head.EntId),
    gsi1sk: sk,
    gsi2pk: challanStatusPartition(head.OrgId, head.EntId, head.Sts ?? ''),
    gsi2sk: sk,
  };
};

export const DELIVERY_CHALLAN: DocumentType<'Lines'> = {
  kind: 'DeliveryChallan',
  code: CHALLAN_CODE,
  lineGroups: { Lines: 'DCL#' },
  headIndexes,
  statusCounts: true,
  numbering: { policy: 'counter', series: CHALLAN_SERIES },
  audit: { lines: true },
};

import { orgPk } from '../table/keys';

/**
 * Keys of purchase orders and purchase receives (docs/purchasing.md §2). Each is
 * a document of the store (`ORG#o#DOC#d`); these are its lists, per branch, by
 * date then id. Keys hold ids and the status only.
 */

const branchList = (orgId: string, entId: string, code: string): string => `${orgPk(orgId)}#ENT#${entId}#${code}`;

/** P1 (GSI1 on the header): a branch's purchase orders, by date. */
export const purchaseOrdersPartition = (orgId: string, entId: string): string => branchList(orgId, entId, 'PO');
/** P2 (GSI2 on the header): a branch's purchase orders of one status, by date. */
export const purchaseOrdersStatusPartition = (orgId: string, entId: string, sts: string): string =>
  branchList(orgId, entId, `PO#STS#${sts}`);
/** P3 (GSI1 on the header): a branch's purchase receives, by date. */
export const purchaseReceivesPartition = (orgId: string, entId: string): string => branchList(orgId, entId, 'PR');
/** Every list sorts by the document's date, then its id (ties on one day stay apart). */
export const byDateSortKey = (date: string, docId: string): string => `${date}#${docId}`;

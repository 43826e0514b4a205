import { orgPk } from '../table/keys';

/**
 * Keys of transfer orders, material in and material out (docs/inventory-transfers.md §2).
 * Each is a document of the store (`ORG#o#DOC#d`); these are its lists, per branch
 * and type, by date then id. Keys hold ids only.
 */

const branchList = (orgId: string, entId: string, code: string): string => `${orgPk(orgId)}#ENT#${entId}#${code}`;

/** T1 (GSI1 on the header): the transfers a branch sends, by date. */
export const transfersOutPartition = (orgId: string, entId: string): string => branchList(orgId, entId, 'TO');
/** T2 (GSI1 on the `IX#IN` item): the transfers on their way to or received by a branch, by dispatch date. */
export const transfersInPartition = (orgId: string, entId: string): string => branchList(orgId, entId, 'TO#IN');
/** M1 (GSI1 on the header): a branch's material in, by date. */
export const materialInPartition = (orgId: string, entId: string): string => branchList(orgId, entId, 'MI');
/** M2 (GSI1 on the header): a branch's material out, by date. */
export const materialOutPartition = (orgId: string, entId: string): string => branchList(orgId, entId, 'MOUT');
/** Every list above sorts by the document's date, then its id (ties on one day stay apart). */
export const byDateSortKey = (date: string, docId: string): string => `${date}#${docId}`;

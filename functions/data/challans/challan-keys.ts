import { orgPk } from '../table/keys';

/**
 * Keys of delivery challans (docs/challans.md §1). Each challan is a document of
 * the store (`ORG#o#DOC#d`); these are its lists per branch, by date then id.
 * Keys hold ids only.
 */

const branchList = (orgId: string, entId: string): string => `${orgPk(orgId)}#ENT#${entId}#DC`;

/** C1 (GSI1 on the header): a branch's challans, every status, newest first. */
export const challansPartition = (orgId: string, entId: string): string => branchList(orgId, entId);
/** C2 (GSI2 on the header): a branch's challans in one status, newest first. */
export const challanStatusPartition = (orgId: string, entId: string, sts: string): string =>
  `${branchList(orgId, entId)}#STS#${sts}`;
/** Both lists sort by the challan's date (its issue day; a draft's day of creation), then its id. */
export const challanSortKey = (date: string, docId: string): string => `${date}#${docId}`;

import { orgPk } from '../table/keys';

/**
 * Keys of packages (docs/sales-fulfilment.md §1). Each package is a document of the store
 * (`ORG#o#DOC#d`); these are its lists per branch, by date then id. Keys hold ids only.
 */

const branchList = (orgId: string, entId: string): string => `${orgPk(orgId)}#ENT#${entId}#PKG`;

/** K1 (GSI1 on the header): a branch's packages, every status, newest first. */
export const packagesPartition = (orgId: string, entId: string): string => branchList(orgId, entId);
/** K2 (GSI2 on the header): a branch's packages in one shipping status, newest first. */
export const packageStatusPartition = (orgId: string, entId: string, sts: string): string =>
  `${branchList(orgId, entId)}#STS#${sts}`;
/** Both lists sort by the package's date (the day packed), then its id. */
export const packageSortKey = (date: string, docId: string): string => `${date}#${docId}`;

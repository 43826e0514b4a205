import { orgPk } from '../table/keys';

/**
 * Keys of sales orders and sales estimates (docs/sales-orders.md §1). Each is a
 * document of the store (`ORG#o#DOC#d`); these are its lists per branch, by the
 * day it was made then its id (newest first). `code` is `SO` or `SE`. Keys hold ids only.
 */

const branchList = (orgId: string, entId: string, code: string): string => `${orgPk(orgId)}#ENT#${entId}#${code}`;

/** S1 (GSI1 on the header): a branch's documents, every status. */
export const salesDocsPartition = (orgId: string, entId: string, code: string): string =>
  branchList(orgId, entId, code);
/** S2 (GSI2 on the header): a branch's documents in one status. */
export const salesDocStatusPartition = (orgId: string, entId: string, code: string, sts: string): string =>
  `${branchList(orgId, entId, code)}#STS#${sts}`;
/** S3 (GSI1 on the `IX#CUST` item): one customer's documents in the branch. */
export const salesDocCustomerPartition = (orgId: string, entId: string, code: string, custId: string): string =>
  `${branchList(orgId, entId, code)}#CUST#${custId}`;
export const salesDocSortKey = (crDate: string, docId: string): string => `${crDate}#${docId}`;

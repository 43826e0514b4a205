import { orgPk } from '../table/keys';

/**
 * Keys of a branch's ticket lists (docs/tickets.md §1). A ticket is a document
 * of the store (`ORG#o#DOC#d`); these are its index partitions, per branch, and
 * per status, owner or due date. Keys hold ids and fixed codes only: nothing a
 * user may rename.
 */

export const TICKET_CODE = 'TKT';
const branch = (orgId: string, entId: string): string => `${orgPk(orgId)}#ENT#${entId}#${TICKET_CODE}`;

/** TK2 (GSI1 on the header): every ticket of the branch, by when it was raised. */
export const ticketsPartition = (orgId: string, entId: string): string => branch(orgId, entId);
/** TK3 (GSI2 on the header): the branch's tickets in one status. */
export const ticketsByStatusPartition = (orgId: string, entId: string, sts: string): string =>
  `${branch(orgId, entId)}#STS#${sts}`;
/** TK4 (GSI1 on `IX#OWN`): one owner's tickets. */
export const ownerTicketsPartition = (orgId: string, entId: string, owner: string): string =>
  `${branch(orgId, entId)}#OWN#${owner}`;
/** TK5 (GSI2 on `IX#OWN`): one owner's tickets in one status. */
export const ownerTicketsByStatusPartition = (orgId: string, entId: string, owner: string, sts: string): string =>
  `${ownerTicketsPartition(orgId, entId, owner)}#STS#${sts}`;
/** TK6 (GSI1 on `IX#DUE`, kept while open): the branch's open tickets by due date. */
export const dueTicketsPartition = (orgId: string, entId: string): string => `${branch(orgId, entId)}#DUE`;
/** TK7 (GSI2 on `IX#DUE`): one owner's open tickets by due date. */
export const ownerDueTicketsPartition = (orgId: string, entId: string, owner: string): string =>
  `${ownerTicketsPartition(orgId, entId, owner)}#DUE`;

/** Raised-at lists sort by the ISO time, then the id; the due lists by the due day, then the id. */
export const raisedSortKey = (crAt: string, docId: string): string => `${crAt}#${docId}`;
export const dueSortKey = (due: string, docId: string): string => `${due}#${docId}`;

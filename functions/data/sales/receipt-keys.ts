import { orgPk } from '../table/keys';

/**
 * Keys of the sales receipt's lists (docs/sales.md §2): S1 the branch's
 * receipts by date (GSI1), S2 a buyer's (GSI2: a customer by id, a walk-in by
 * phone). S3, a receipt by number, is the store's number pointer.
 */

/** The series of every sales receipt (gapless: a receipt with a GSTIN is a tax invoice, Rule 46(b)). */
export const SALES_RECEIPT_SERIES = 'SR';

export const receiptsPartition = (orgId: string, entId: string): string => `${orgPk(orgId)}#ENT#${entId}#SR`;
export const receiptSortKey = (date: string, docId: string): string => `${date}#${docId}`;

/** S2: a customer's receipts (`C#<partyId>`), or a walk-in's by phone (`P#<phone>`). */
export const buyerReceiptsPartition = (orgId: string, entId: string, buyer: string): string =>
  `${orgPk(orgId)}#ENT#${entId}#SRB#${buyer}`;

export const buyerTag = (head: { Cust?: string | undefined; Ph?: string | undefined }): string | undefined =>
  head.Cust ? `C#${head.Cust}` : head.Ph ? `P#${head.Ph}` : undefined;

/** The series of the sales returns' credit notes (gapless, as every credit note of a registered supplier). */
export const SALES_RETURN_SERIES = 'SRN';

/** S5: the branch's sales returns by date (GSI1). */
export const returnsPartition = (orgId: string, entId: string): string => `${orgPk(orgId)}#ENT#${entId}#SRN`;

/** S6: one receipt's returns (GSI2 of the return's header). */
export const receiptReturnsPartition = (orgId: string, entId: string, receiptId: string): string =>
  `${orgPk(orgId)}#ENT#${entId}#SRNR#${receiptId}`;

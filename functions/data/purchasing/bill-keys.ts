import { orgPk, type Key } from '../table/keys';

/**
 * Keys of vendor bills and payments made (docs/purchasing.md §9.1). Each is a
 * document of the store (`ORG#o#DOC#d`); these are its lists per branch, by
 * date then id, the claim of the vendor's bill number, and the vendor's running
 * balance. Keys hold ids only (and the bill number, normalised).
 */

const branchList = (orgId: string, entId: string, code: string): string => `${orgPk(orgId)}#ENT#${entId}#${code}`;

/** B1 (GSI1 on the bill header): a branch's bills, by date. */
export const billsPartition = (orgId: string, entId: string): string => branchList(orgId, entId, 'BILL');
/** B2 (GSI2 on the bill header): one vendor's bills in the branch, by date. */
export const vendorBillsPartition = (orgId: string, entId: string, vendId: string): string =>
  branchList(orgId, entId, `BILL#V#${vendId}`);
/** B3 (GSI1 on the payment header): a branch's payments made, by date. */
export const billPaymentsPartition = (orgId: string, entId: string): string => branchList(orgId, entId, 'VPAY');
/** B4 (GSI2 on the payment header): one vendor's payments made in the branch, by date. */
export const vendorPaymentsPartition = (orgId: string, entId: string, vendId: string): string =>
  branchList(orgId, entId, `VPAY#V#${vendId}`);

/**
 * B8 (GSI1 on the bill's `IX#OPEN` item while it is Unpaid or Partial): the
 * branch's open bills, by date — what the payables ageing reads, never the
 * paid bills' history (docs/books.md §6.9).
 */
export const openBillsPartition = (orgId: string, entId: string): string => branchList(orgId, entId, 'BILL#OPEN');
/** B11 (GSI1 on a draft's `IX#DRAFT` item while it is a Draft): the branch's bill drafts (§24). */
export const draftBillsPartition = (orgId: string, entId: string): string => branchList(orgId, entId, 'BILL#DRAFT');
/** B9 (GSI1 on the payment's `IX#ADV` item while part of it is an advance): the branch's advances paid to vendors. */
export const vendorAdvancesPartition = (orgId: string, entId: string): string => branchList(orgId, entId, 'VPAY#ADV');

/** The vendor's bill number as compared: trimmed, upper case, so 'inv/12' and 'INV/12' are one number. */
export const normalBillNo = (no: string): string => no.trim().toUpperCase();

/** B5: the claim of a vendor's bill number in a financial year (organisation-wide: the vendor bills the GSTIN once). */
export const billNumberKey = (orgId: string, vendId: string, fy: string, no: string): Key => ({
  pk: `${orgPk(orgId)}#VBILLNO#${vendId}#${fy}`,
  sk: normalBillNo(no),
});

/** B6: a vendor's running balance in a branch (Σ bills payable, Σ payments made), one GetItem. */
export const vendorBalanceKey = (orgId: string, entId: string, vendId: string): Key => ({
  pk: `${orgPk(orgId)}#VBAL#${entId}`,
  sk: `V#${vendId}`,
});

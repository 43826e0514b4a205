import { orgPk, type Key } from '../table/keys';
import { normalBillNo } from './bill-keys';

/**
 * Keys of purchase returns and vendor notes (docs/purchase-returns.md §1, §2).
 * Each is a document of the store (`ORG#o#DOC#d`); these are its lists per
 * branch and per vendor, by date then id, and the claim of a vendor's credit
 * note number. Keys hold ids only (and the vendor's number, normalised).
 */

const branchList = (orgId: string, entId: string, code: string): string => `${orgPk(orgId)}#ENT#${entId}#${code}`;

/** R1 / R2 (GSI1 / GSI2 on the return header): a branch's purchase returns, and one vendor's, by date. */
export const returnsPartition = (orgId: string, entId: string): string => branchList(orgId, entId, 'PRT');
export const vendorReturnsPartition = (orgId: string, entId: string, vendId: string): string =>
  branchList(orgId, entId, `PRT#V#${vendId}`);

/** R3 / R4 (GSI1 / GSI2 on the note header): a branch's notes of one kind (`VDN` ours, `VCN` the vendor's), and one vendor's. */
export const notesPartition = (orgId: string, entId: string, code: string): string => branchList(orgId, entId, code);
export const vendorNotesPartition = (orgId: string, entId: string, code: string, vendId: string): string =>
  branchList(orgId, entId, `${code}#V#${vendId}`);

/** R5: the claim of a vendor's credit note number in a financial year (as its bill numbers, B5). */
export const vendorNoteNumberKey = (orgId: string, vendId: string, fy: string, no: string): Key => ({
  pk: `${orgPk(orgId)}#VCNNO#${vendId}#${fy}`,
  sk: normalBillNo(no),
});

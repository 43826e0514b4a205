import * as z from 'zod';
import { email, officePhone, pinCode } from '../fields/contact-fields';
import { gstStateCode } from '../fields/tax-fields';
import { MAX_QUICK_LIST_ENTRIES } from './branch-setup-messages';
import { verField } from '../fields/ver-fields';

/**
 * Schemas of the per-branch setup records edited from the settings screens:
 * warehouses, insurer tie-ups with their branches, and the op-code quick list
 * (spec service-documents §7). Shared by the route table and the screens.
 */

const text = (max: number) => z.string().trim().max(max);
const gstinField = z.string().trim().toUpperCase().max(15).optional();
const pinField = pinCode.optional();
const phoneField = officePhone.optional();
const emailField = email.optional();

// Warehouses --------------------------------------------------------------

export const warehouseInput = z.strictObject({
  Name: text(100).min(1, 'Enter the warehouse name.'),
  Code: text(20).optional(),
  Add1: text(200).optional(),
  Add2: text(200).optional(),
  Ct: text(100).optional(),
  StCode: gstStateCode.optional(),
  Pin: pinField,
  Active: z.boolean().default(true),
});
export type WarehouseInput = z.infer<typeof warehouseInput>;

export const warehouse = z.object({
  ...warehouseInput.shape,
  _id: z.string(),
  EntId: z.string(),
  State: z.string().optional(),
  CrDt: z.string(),
  UpDt: z.string().optional(),
  ver: z.number().int(),
});
export type Warehouse = z.infer<typeof warehouse>;

// Insurance tie-ups ---------------------------------------------------------

export const insuranceBranchInput = z.strictObject({
  Name: text(150).min(1, 'Enter the insurer branch name.'),
  Add1: text(200).optional(),
  Ct: text(100).optional(),
  StCode: gstStateCode,
  Pin: pinField,
  GSTIN: gstinField,
  Phone: phoneField,
  Email: emailField,
  Contact: text(100).optional(),
});
export type InsuranceBranchInput = z.infer<typeof insuranceBranchInput>;
export const insuranceBranch = z.object({ ...insuranceBranchInput.shape, BranchId: z.string(), State: z.string() });
export type InsuranceBranch = z.infer<typeof insuranceBranch>;

export const entityInsuranceInput = z.strictObject({
  /** Tie-up (cashless) arrangement with this insurer. */
  TieUp: z.boolean(),
  /** The workshop's code with the insurer (dealer / garage code). */
  GarageCode: text(50).optional(),
  Contact: text(100).optional(),
  Phone: phoneField,
  Email: emailField,
  /** Days the insurer takes to settle a claim (for receivables follow-up). */
  PayDays: z.number().int().min(0).max(365).optional(),
  Notes: text(1000).optional(),
});
export type EntityInsuranceInput = z.infer<typeof entityInsuranceInput>;

export const entityInsurance = z.object({
  ...entityInsuranceInput.shape,
  InsId: z.string(),
  Name: z.string(),
  EntId: z.string(),
  Branches: z.array(insuranceBranch),
  UpDt: z.string(),
  ver: z.number().int(),
});
export type EntityInsurance = z.infer<typeof entityInsurance>;

// Op-code quick list ----------------------------------------------------------

/** An entry as a client sends it; unknown keys are refused. */
export const quickListInput = z.strictObject({
  /** Position in the list, from 1; the list is shown by Pos, then by creation. */
  Pos: z.number().int().min(1, 'Position starts from 1.').max(MAX_QUICK_LIST_ENTRIES),
  OpCode: text(30).min(1, 'Enter the operation code.'),
  Desc: text(200).min(1, 'Enter the description.'),
});
export type QuickListInput = z.infer<typeof quickListInput>;
/** A change to one entry: the whole entry plus the `ver` it was read at. */
export const quickListUpdate = quickListInput.extend({ ver: verField });
/** One entry as stored: each is its own record with its own `ver`. */
export const quickListEntry = z.object({ ...quickListInput.shape, _id: z.string(), ver: z.number().int() });
export type QuickListEntry = z.infer<typeof quickListEntry>;

// The messages, limits and ver field live in zod-free modules, so a call that needs only them builds none of these schemas.
export { BranchSetupMessages, MAX_INSURANCE_BRANCHES, MAX_QUICK_LIST_ENTRIES } from './branch-setup-messages';
export { verField } from '../fields/ver-fields';

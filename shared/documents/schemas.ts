import * as z from 'zod';
import { PART_MATERIALS } from './depreciation';
import { money, percent, quantity, unitPrice } from './amount-fields';
import {
  claim,
  discountIsValid,
  discountRule,
  docDiscountRule,
  docDiscountsAreValid,
  documentDiscounts,
  documentSettings,
  lineDiscount,
  lineId,
  prefixedTax,
  selectValue,
} from './invoice-schemas';
import { ESTIMATE_STATUSES, LINE_STATUSES, PAYERS, REPAIR_ORDER_STATUSES } from './statuses';

/**
 * Zod schemas of repair orders and estimates in the spec's field names
 * (service-documents §3); the invoice's and the parts every document shares are
 * in invoice-schemas.ts, re-exported here. Computed fields (amounts, RecDisc,
 * taxes, totals) are optional on input: the engine recomputes them and never
 * trusts what came in.
 */

export {
  claim,
  documentSettings,
  invoice,
  invoiceLaborLine,
  invoicePartLine,
  invoiceStatus,
  payment,
  selectValue,
  type Claim,
  type Invoice,
  type InvoiceLaborLine,
  type InvoicePartLine,
} from './invoice-schemas';

export const lineStatus = z.enum(LINE_STATUSES);
export const payer = z.enum(PAYERS);
export const repairOrderStatus = z.enum(REPAIR_ORDER_STATUSES);
export const estimateStatus = z.enum(ESTIMATE_STATUSES);

/** What a part is made of, for claim depreciation (docs/insurance-depreciation.md). */
export const partMaterial = z.enum(PART_MATERIALS);

/** Computed on insurer-paid lines of a claim: the depreciation moved to the customer, and its rate. */
const depreciationFields = {
  /** Computed: the line's depreciation in rupees (before tax), paid by the customer instead of the insurer. */
  Dep: money.optional(),
  /** Computed: the depreciation percent applied (12.5 on an unsplit painting charge). */
  DepPct: percent.optional(),
};

/** Repair-order / estimate labour line (WO{n} or EO{n}). */
const serviceLaborShape = {
  Desc: z.string().max(2000).optional(),
  Desc1: z.string().max(2000).optional(),
  Op_Id: z.union([z.string(), z.number()]).optional(),
  CompId: z.string().optional(),
  CollId: z.string().optional(),
  Qty: quantity.optional(),
  Pr: unitPrice.optional(),
  EstPr: unitPrice.optional(),
  AssPr: unitPrice.optional(),
  /** Computed: taxable value (after line and document discounts) over the billed columns. */
  NetAmt: money.optional(),
  ...lineDiscount,
  PBy: payer.optional(),
  Sts: lineStatus.optional(),
  Tech: z.string().optional(),
  /**
   * The technician's clock (ours, kept by the server from My Jobs:
   * docs/service-actions.md 'My Jobs'): start of the running or last spell, its end
   * (absent while the job runs), and the minutes of finished spells.
   */
  ClockOn: z.string().optional(),
  ClockOff: z.string().optional(),
  Worked: z.number().int().min(0).optional(),
  Sublet: z.boolean().optional(),
  VenId: selectValue.optional(),
  EDate: z.string().optional(),
  Cost: money.optional(),
  ReOpen: z.boolean().optional(),
  ASR: z.boolean().optional(),
  Acc: z.number().int().optional(),
  TCode: z.number().int().optional(),
  SAC: z.string().max(20).optional(),
  SuppEst: z.string().optional(),
  DeclWO: z.boolean().optional(),
  /** A painting charge not split into material and labour: 25% of it is material, depreciated at 50%. */
  Paint: z.boolean().optional(),
  /** Photos of the inspection point this line was recommended from, and that inspection (docs/inspections.md §5). */
  Photos: z.array(z.string().max(30)).max(6).optional(),
  Insp: z.string().max(30).optional(),
  ...depreciationFields,
  ...prefixedTax,
  Total: money.optional(),
  EstTotal: money.optional(),
};

/** Repair-order / estimate part line (WP{n} or EP{n}). */
const servicePartShape = {
  Desc: z.string().max(2000).optional(),
  Qty: quantity.optional(),
  /** Received quantity. */
  RQty: quantity.optional(),
  /** Issued quantity. */
  IQty: quantity.optional(),
  /** Tracking: 'BN' means batch tracked; any non-empty value means tracked. */
  Track: z.string().optional(),
  UoM: z.string().optional(),
  UnPr: unitPrice.optional(),
  UnAmt: money.optional(),
  AssPr: unitPrice.optional(),
  AssAmt: money.optional(),
  EstPr: unitPrice.optional(),
  EstAmt: money.optional(),
  NetAmt: money.optional(),
  ...lineDiscount,
  OpId: z.string().optional(),
  CollId: z.string().optional(),
  PBy: payer.optional(),
  Sts: lineStatus.optional(),
  MPN: z.string().optional(),
  PCode: z.string().optional(),
  In_Id: z.string().optional(),
  /** Reserved in stock (units), where, and requested when short (ours, the server's: docs/inventory-reservations.md). */
  Resv: quantity.optional(),
  RsvWh: z.string().optional(),
  ReqQty: quantity.optional(),
  ReqAt: z.string().optional(),
  SyncInv: z.boolean().optional(),
  Synced: z.boolean().optional(),
  Failed: z.boolean().optional(),
  Batch: z.string().optional(),
  Make: z.string().optional(),
  /** The part's HSN code, from the catalogue part it was picked from (ours: the tax invoice must name it, docs/decisions-service.md 'HSN/SAC'). */
  HSN: z.string().max(20).optional(),
  Ret: z.boolean().optional(),
  Ind: z.boolean().optional(),
  /** Code of the supplementary estimate that brought the part (ours: the spec names SuppEst on labour lines only). */
  SuppEst: z.string().optional(),
  TCode: z.number().int().optional(),
  Acc: z.number().int().optional(),
  /** Material, for the depreciation of an insurance claim ('Rubber' covers rubber, nylon, plastic, tyres, tubes, batteries, air bags). */
  Mat: partMaterial.optional(),
  ...depreciationFields,
  ...prefixedTax,
  Total: money.optional(),
  EstTotal: money.optional(),
};

export const repairOrderLaborLine = z
  .object({ _id: lineId('WO'), ...serviceLaborShape })
  .refine(discountIsValid, discountRule);
export const estimateLaborLine = z
  .object({ _id: lineId('EO'), ...serviceLaborShape })
  .refine(discountIsValid, discountRule);
export const repairOrderPartLine = z
  .object({ _id: lineId('WP'), ...servicePartShape })
  .refine(discountIsValid, discountRule);
export const estimatePartLine = z
  .object({ _id: lineId('EP'), ...servicePartShape })
  .refine(discountIsValid, discountRule);

/** A labour line of either a repair order or an estimate. */
export type ServiceLaborLine = z.infer<typeof repairOrderLaborLine>;
export type ServicePartLine = z.infer<typeof repairOrderPartLine>;

/** Complaint (WC{n}); Comp_Id is the complaint master id used for the duplicate check. */
export const complaint = z.object({
  _id: lineId('WC'),
  Comp_Id: z.union([z.string(), z.number()]).optional(),
  Desc: z.string().max(2000).optional(),
});
export type Complaint = z.infer<typeof complaint>;

/** Collision repair line (WCo{n} / ECo{n}): groups labour and parts through CollId. */
export const collision = z.object({ _id: lineId('WCo', 'ECo'), Desc: z.string().max(2000).optional() });

const serviceHeader = {
  _id: z.string().optional(),
  Colli: z.array(collision).optional(),
  Comps: z.array(complaint).optional(),
  SuppEst: z.array(z.string()).optional(),
  WOId: z.string().optional(),
  PrDate: z.string().optional(),
  CrDate: z.string().optional(),
  PrTime: z.string().optional(),
  CrTime: z.string().optional(),
  SA: selectValue.optional(),
  Cust: z.string().optional(),
  CBillTo: z.object({ name: z.string().optional(), Ph: z.string().optional() }).optional(),
  Sur_Id: z.string().optional(),
  Claim: claim.optional(),
  Settings: documentSettings.optional(),
  ...documentDiscounts,
};

export const repairOrder = z
  .object({
    ...serviceHeader,
    Sts: repairOrderStatus.optional(),
    Ops: z.array(repairOrderLaborLine).optional(),
    Parts: z.array(repairOrderPartLine).optional(),
  })
  .refine(docDiscountsAreValid, docDiscountRule);
export type RepairOrder = z.infer<typeof repairOrder>;

export const estimate = z
  .object({
    ...serviceHeader,
    Sts: estimateStatus.optional(),
    Ops: z.array(estimateLaborLine).optional(),
    Parts: z.array(estimatePartLine).optional(),
  })
  .refine(docDiscountsAreValid, docDiscountRule);
export type Estimate = z.infer<typeof estimate>;

/** Either service document; the calculation treats them alike. */
export type ServiceDocument = RepairOrder | Estimate;

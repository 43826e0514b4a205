import { calculateLines } from './calculate-document';
import { isBelowIssued } from '../inventory/part-issue';
import {
  type EngineLine,
  hasCustomerPortion,
  hasInsurerPortion,
  type LineCalc,
  requestedLineDiscount,
} from './calculate-line';
import { invoiceEngineLines } from './calculate-invoice';
import { documentClaimTerms, serviceEngineLines } from './calculate-service-document';
import { needsRegistrationDate } from './depreciation';
import { rupeesToPaise } from './money-math';
import type { Invoice, ServiceDocument, ServiceLaborLine, ServicePartLine } from './schemas';
import { NOT_APPROVABLE_LINE_STATUSES, isCountedLine, type Payer } from './statuses';
import { type TaxCode, taxResolver } from './tax-codes';
import type { DocumentTotals } from './totals';
import { validateDiscounts } from './validate-discounts';
import { isValidSelection, type ValidationIssue } from './validation-issue';
import { DocumentMessages as M } from './validation-messages';

/**
 * Document validation (spec service-documents §5, platform §5 'General').
 * Stages build on each other: 'approve' adds the price checks to 'save', and
 * 'complete' adds the sublet-vendor and tracked-part checks to 'approve'.
 */
export type ValidationStage = 'save' | 'approve' | 'complete';

export type DiscountRules = {
  /** InvDiscMax (or SRDiscMax): amount, '10%' of subtotal, or 0 / none for no cap. */
  readonly cap?: number | string | undefined;
  readonly canDiscount: boolean;
};

export type ServiceValidationContext = {
  readonly kind: 'RepairOrder' | 'Estimate';
  readonly stage: ValidationStage;
  readonly date: string;
  readonly taxCodes: readonly TaxCode[];
  /** The inventory feature that ties parts to stock is on. */
  readonly inventoryFeature: boolean;
  /** Known vendor and advisor ids; when absent any non-empty selection counts. */
  readonly vendorIds?: ReadonlySet<string | number>;
  readonly advisorIds?: ReadonlySet<string | number>;
  /** Cap and permission for discounts; when absent only the discount-above-base checks run. */
  readonly discounts?: DiscountRules;
  /** This is a supplementary estimate (the keep-one-item rule is for the initial estimate only). */
  readonly supplementary?: boolean;
};

const positive = (v: number | undefined): boolean => v !== undefined && v > 0;
const atLeast = (stage: ValidationStage, wanted: ValidationStage): boolean =>
  wanted === 'save' || (wanted === 'approve' ? stage !== 'save' : stage === 'complete');

const duplicateIds = (ids: readonly string[]): ValidationIssue[] => {
  const seen = new Set<string>();
  const issues: ValidationIssue[] = [];
  for (const id of ids) {
    if (seen.has(id)) issues.push({ lineId: id, field: '_id', message: M.duplicateLineId, level: 'error' });
    seen.add(id);
  }
  return issues;
};

/** Checks shared by every document: line-discount size and the discount rules. */
const discountIssues = (
  engine: readonly EngineLine[],
  lines: readonly LineCalc[],
  totals: DocumentTotals,
  rules: DiscountRules | undefined,
): ValidationIssue[] => {
  const issues: ValidationIssue[] = [];
  let requested = 0;
  lines.forEach((line, i) => {
    const input = engine[i] as EngineLine;
    let over = false;
    for (const p of [line.C, line.A]) {
      if (p === undefined) continue;
      const asked = input.Perc || p === (line.C ?? line.A) ? requestedLineDiscount(input, p.amount) : 0;
      if (line.counted) requested += asked;
      if (asked > p.amount) over = true;
    }
    if (over) issues.push({ lineId: line._id, field: 'Disc', message: M.lineDiscountAboveAmount, level: 'error' });
  });
  issues.push(
    ...validateDiscounts({
      totals,
      requestedLineDiscounts: requested,
      cap: rules?.cap,
      canDiscount: rules?.canDiscount,
    }),
  );
  return issues;
};

const priceIssues = (
  lineId: string,
  payer: Payer,
  customerPrice: number | undefined,
  field: 'Pr' | 'UnPr',
  assPr: number | undefined,
): ValidationIssue[] => {
  const issues: ValidationIssue[] = [];
  if (hasCustomerPortion(payer) && !positive(customerPrice))
    issues.push({ lineId, field, message: M.customerPriceNeeded, level: 'error' });
  if (hasInsurerPortion(payer) && !positive(assPr))
    issues.push({ lineId, field: 'AssPr', message: M.insurerPriceNeeded, level: 'error' });
  return issues;
};

export const validateServiceDocument = (doc: ServiceDocument, ctx: ServiceValidationContext): ValidationIssue[] => {
  const ops: readonly ServiceLaborLine[] = doc.Ops ?? [];
  const parts: readonly ServicePartLine[] = doc.Parts ?? [];
  const taxable = doc.Settings?.Tax ?? true;
  const resolve = taxResolver(ctx.taxCodes, ctx.date);
  const issues: ValidationIssue[] = [...duplicateIds([...ops.map((o) => o._id), ...parts.map((p) => p._id)])];

  if (!isValidSelection(doc.SA, ctx.advisorIds)) issues.push({ field: 'SA', message: M.advisorNeeded, level: 'error' });
  if (ctx.kind === 'Estimate' && !ctx.supplementary && ops.length + parts.length === 0)
    issues.push({ field: 'Ops', message: M.keepOneItem, level: 'error' });

  // Tax codes on counted lines; parts on labour lines need one even when the record is not taxable.
  for (const o of ops) {
    if (isCountedLine(o.Sts) && taxable && resolve(o.TCode) === undefined)
      issues.push({ lineId: o._id, field: 'TCode', message: M.taxCodeNeeded, level: 'error' });
  }
  for (const p of parts) {
    if (!isCountedLine(p.Sts)) continue;
    const onLabor = p.OpId !== undefined && p.OpId !== '';
    if (resolve(p.TCode) === undefined && (taxable || onLabor))
      issues.push({
        lineId: p._id,
        field: 'TCode',
        message: onLabor ? M.partTaxCodeNeeded : M.taxCodeNeeded,
        level: 'error',
      });
    if (onLabor) {
      const payer = p.PBy ?? 'Cus';
      if (hasCustomerPortion(payer) && !positive(p.UnPr))
        issues.push({ lineId: p._id, field: 'UnPr', message: M.partPriceNeeded, level: 'error' });
      if (hasInsurerPortion(payer) && !positive(p.AssPr))
        issues.push({ lineId: p._id, field: 'AssPr', message: M.partInsurerPriceNeeded, level: 'error' });
    }
    if (ctx.inventoryFeature && isBelowIssued(p))
      issues.push({ lineId: p._id, field: 'Qty', message: M.qtyBelowIssued(String(p.IQty ?? 0)), level: 'error' });
  }

  // Duplicates: same complaint id, same operation id, same MPN on the same labour line.
  const compIds = new Set<string | number>();
  for (const c of doc.Comps ?? []) {
    if (c.Comp_Id === undefined || c.Comp_Id === '') continue;
    if (compIds.has(c.Comp_Id))
      issues.push({ lineId: c._id, field: 'Comp_Id', message: M.duplicateComplaint, level: 'error' });
    compIds.add(c.Comp_Id);
  }
  const opIds = new Set<string | number>();
  for (const o of ops) {
    if (!isCountedLine(o.Sts) || o.Op_Id === undefined || o.Op_Id === '') continue;
    if (opIds.has(o.Op_Id))
      issues.push({ lineId: o._id, field: 'Op_Id', message: M.duplicateOperation, level: 'error' });
    opIds.add(o.Op_Id);
  }
  const mpns = new Set<string>();
  for (const p of parts) {
    if (!isCountedLine(p.Sts) || p.MPN === undefined || p.MPN === '') continue;
    const key = `${p.OpId ?? ''}\u0000${p.MPN}`;
    if (mpns.has(key)) issues.push({ lineId: p._id, field: 'MPN', message: M.duplicatePart, level: 'error' });
    mpns.add(key);
  }

  // Each complaint should have at least one service.
  for (const c of doc.Comps ?? []) {
    if (!ops.some((o) => o.CompId === c._id && isCountedLine(o.Sts)))
      issues.push({
        lineId: c._id,
        field: 'CompId',
        message: M.complaintWithoutService(c.Desc ?? c._id),
        level: 'confirm',
      });
  }

  const engine = serviceEngineLines(doc, ctx.date);
  const claimExcess = doc.Claim?.Excess === undefined ? 0 : rupeesToPaise(doc.Claim.Excess);
  const { lines, totals } = calculateLines(engine, doc, { resolveTax: resolve, taxable, round: false, claimExcess });
  issues.push(...discountIssues(engine, lines, totals, ctx.discounts));

  const terms = documentClaimTerms(doc, ctx.date);
  if (terms?.RegDt !== undefined && terms.LossDt !== undefined && terms.RegDt > terms.LossDt)
    issues.push({ field: 'Claim.RegDt', message: M.registrationAfterLoss, level: 'error' });

  if (atLeast(ctx.stage, 'approve')) {
    for (const o of ops)
      if (!NOT_APPROVABLE_LINE_STATUSES.includes(o.Sts ?? 'New'))
        issues.push(...priceIssues(o._id, o.PBy ?? 'Cus', o.Pr, 'Pr', o.AssPr));
    for (const p of parts)
      if (!NOT_APPROVABLE_LINE_STATUSES.includes(p.Sts ?? 'New'))
        issues.push(...priceIssues(p._id, p.PBy ?? 'Cus', p.UnPr, 'UnPr', p.AssPr));
    // No guess at a vehicle's age: metal parts on the claim wait for the registration date.
    if (
      parts.some(
        (p) =>
          !NOT_APPROVABLE_LINE_STATUSES.includes(p.Sts ?? 'New') &&
          needsRegistrationDate({ kind: 'Part', PBy: p.PBy, Mat: p.Mat }, terms),
      )
    )
      issues.push({ field: 'Claim.RegDt', message: M.registrationDateNeeded, level: 'error' });
    const c = totals.claim;
    if (c.excessCapped)
      issues.push({
        field: 'Claim.Excess',
        message: M.excessAboveInsurerShare(c.excessRequested, c.excess),
        level: 'confirm',
      });
  }

  if (atLeast(ctx.stage, 'complete')) {
    for (const o of ops)
      if (isCountedLine(o.Sts) && o.Sublet && !isValidSelection(o.VenId, ctx.vendorIds))
        issues.push({ lineId: o._id, field: 'VenId', message: M.subletVendorNeeded, level: 'error' });
    for (const p of parts)
      if (isCountedLine(p.Sts) && p.Track !== undefined && p.Track !== '' && (p.IQty ?? 0) < (p.Qty ?? 1))
        issues.push({ lineId: p._id, field: 'IQty', message: M.trackedPartNotIssued, level: 'error' });
  }
  return issues;
};

export type InvoiceValidationContext = {
  readonly stage: 'save' | 'approve';
  readonly date: string;
  readonly taxCodes: readonly TaxCode[];
  readonly discounts?: DiscountRules;
};

export const validateInvoice = (inv: Invoice, ctx: InvoiceValidationContext): ValidationIssue[] => {
  const ops = inv.Ops ?? [];
  const items = inv.Items ?? [];
  const taxable = inv.Settings?.Tax ?? true;
  const resolve = taxResolver(ctx.taxCodes, ctx.date);
  const issues: ValidationIssue[] = [...duplicateIds([...ops.map((o) => o._id), ...items.map((i) => i._id)])];
  for (const l of [...ops, ...items])
    if (taxable && resolve(l.TCode) === undefined)
      issues.push({ lineId: l._id, field: 'TCode', message: M.taxCodeNeeded, level: 'error' });
  const engine = invoiceEngineLines(inv);
  const { lines, totals } = calculateLines(engine, inv, {
    resolveTax: resolve,
    taxable,
    round: false,
    invoiceBucket: 'customer',
  });
  issues.push(...discountIssues(engine, lines, totals, ctx.discounts));
  if (ctx.stage === 'approve') {
    for (const o of ops)
      if (!positive(o.Pr)) issues.push({ lineId: o._id, field: 'Pr', message: M.customerPriceNeeded, level: 'error' });
    for (const i of items)
      if (!positive(i.UnPr))
        issues.push({ lineId: i._id, field: 'UnPr', message: M.customerPriceNeeded, level: 'error' });
  }
  return issues;
};

/** Would adding `candidate` duplicate an existing labour line (same operation id)? */
export const isDuplicateOperation = (
  existing: readonly ServiceLaborLine[],
  opId: string | number | undefined,
): boolean => opId !== undefined && opId !== '' && existing.some((o) => isCountedLine(o.Sts) && o.Op_Id === opId);

/** Would adding a part duplicate one (same MPN with the same op code)? */
export const isDuplicatePart = (
  existing: readonly ServicePartLine[],
  mpn: string | undefined,
  opId: string | undefined,
): boolean =>
  mpn !== undefined &&
  mpn !== '' &&
  existing.some((p) => isCountedLine(p.Sts) && p.MPN === mpn && (p.OpId ?? '') === (opId ?? ''));

/** Would adding a complaint duplicate one (same complaint id)? */
export const isDuplicateComplaint = (
  existing: ServiceDocument['Comps'],
  compId: string | number | undefined,
): boolean => compId !== undefined && compId !== '' && (existing ?? []).some((c) => c.Comp_Id === compId);

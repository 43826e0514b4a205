import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { canGiveDiscount } from '@shared/access/specific-rules';
import type { ServiceDocument } from '@shared/documents/schemas';
import { ServiceActionRefused } from '@shared/service/action-refusal';
import type { EstimateActionResult } from '@shared/service/estimate-transitions';
import type { EstimateDoc, RepairOrderDoc } from '@shared/service/service-docs';
import type { DocumentChecks } from '@shared/service/transitions';
import { documentChanges } from '../../data/documents/audit-changes';
import type { DocKind } from '../../data/documents/types/service-types';
import type { AuditEntry, DocumentHead, DocumentLines, StoredDocument } from '../../data/documents/document-records';
import type { DocumentChange, DocumentState } from '../../data/documents/documents-repo';
import { getReferenceSet } from '../../data/reference/reference-repo';
import { calculate, engineDocument, headTotals, readOwn } from './document-answer';
import { auditActor } from './service-context';
import type { ServiceContext } from '../branch-context';

/**
 * What every estimate and repair-order action shares: the document read at the
 * `ver` the user saw, the shared rules' refusals as the API's errors, and the
 * document's new state (header, lines, totals) to write.
 */

/** The document of the caller's branch, read consistently, at the `ver` the user saw (409 otherwise). */
export async function readAtVer(ctx: ServiceContext, kind: DocKind, id: string, ver: number): Promise<StoredDocument> {
  const stored = await readOwn(ctx, kind, id, true);
  if (stored.head.ver !== ver) throw new ApiError(ErrorCode.Conflict, Messages.conflict);
  return stored;
}

/** A stored document in the shared rules' terms: the spec's header fields, lines, and its id. */
export const asDocument = <T extends ServiceDocument>(stored: StoredDocument): T =>
  ({ ...engineDocument(stored.head, stored.lines), _id: stored.head.DocId }) as unknown as T;

/** Runs a shared rule; its refusal becomes the API's error, with the failing lines in `Issues`. */
export function ruled<T>(rule: () => T): T {
  try {
    return rule();
  } catch (error) {
    if (error instanceof ServiceActionRefused)
      throw new ApiError(error.status, error.message, undefined, undefined, undefined, error.Issues);
    throw error;
  }
}

/** What approve and complete check besides the document: the tax codes in force on its date, the discount right. */
export async function documentChecks(ctx: ServiceContext, date: string): Promise<DocumentChecks> {
  return {
    date,
    taxCodes: await getReferenceSet('TaxCodes'),
    // Stock comes with the inventory work: quantities are recorded by hand until then.
    inventoryFeature: false,
    discounts: { canDiscount: canGiveDiscount(ctx.access, 'Service') },
  };
}

const LINE_FIELDS = new Set(['Ops', 'Parts', 'Comps', 'Colli', '_id']);

/** Lines of a document in the repository's groups. */
export const linesOf = (doc: ServiceDocument): DocumentLines =>
  ({
    Ops: doc.Ops ?? [],
    Parts: doc.Parts ?? [],
    Comps: doc.Comps ?? [],
    Colli: doc.Colli ?? [],
  }) as unknown as DocumentLines;

/**
 * The header after an action: the stored bookkeeping (type, ids, number, dates)
 * with the document's fields as the rule left them, and the totals recomputed
 * (a cancelled or declined line no longer counts).
 */
export async function stateOf(
  ctx: ServiceContext,
  base: Readonly<Record<string, unknown>>,
  doc: ServiceDocument,
  date: string,
): Promise<DocumentState> {
  const fields = Object.fromEntries(Object.entries(doc).filter(([name]) => !LINE_FIELDS.has(name)));
  const lines = linesOf(doc);
  const { totals } = await calculate(ctx, engineDocument(fields, lines), date);
  return { head: { ...base, ...fields, Amounts: headTotals(totals) } as unknown as DocumentHead, lines };
}

/** The audit entry of an action: who (with the name `actingContext` read), the action, the field changes, and the reason given. */
export function actionAudit(
  ctx: ServiceContext,
  action: string,
  before: StoredDocument | undefined,
  next: DocumentState,
  reason?: string,
): DocumentChange['audit'] {
  const changes: AuditEntry['Changes'] = documentChanges(before, next);
  if (reason !== undefined && reason !== '') changes.push({ Path: 'Reason', After: reason });
  return { Action: action, ...auditActor(ctx), Changes: changes };
}

/** A stored attribute as text: a non-empty string, else nothing. */
export const textOf = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * A supplementary joining its order (estimate-transitions `approveSupplementary`): the
 * supplementary's state with what the approval added and changed kept on it (its answers
 * show it from then on: document-answer deltaOf), and the order's. The advisor's Approve
 * and the customer's decision by link write both in one transaction.
 */
export async function supplementaryJoinStates(
  ctx: ServiceContext,
  stored: StoredDocument,
  order: StoredDocument,
  result: EstimateActionResult<EstimateDoc>,
): Promise<{ supplementary: DocumentState; order: DocumentState }> {
  const approved = await stateOf(ctx, stored.head, result.estimate, stored.head.CrDate);
  const Delta = result.delta ?? { Added: [], Changed: [] };
  return {
    supplementary: { ...approved, head: { ...approved.head, Delta } },
    order: await stateOf(ctx, order.head, result.order as RepairOrderDoc, order.head.CrDate),
  };
}

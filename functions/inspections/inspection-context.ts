import { ulid } from 'ulid';
import { isPermitted } from '@shared/access/access-model';
import { inModule, resource, type Right } from '@shared/access/permission';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { InspectionMessages as M } from '@shared/inspections/inspection-messages';
import type { InspectionRecord } from '../data/inspections/inspections-repo';
import { auditItem, readDocument, type StoredDocument } from '../data/documents';
import type { FieldChange } from '../data/documents/document-records';
import { nowIso } from '../data/table/keys';
import type { Write } from '../data/table/transact';
import { tableName } from '../lib/aws-clients';
import { serviceContext, type ServiceContext } from '../lib/branch-context';
import type { SessionContext } from '../lib/http/call';

/**
 * What every inspection call checks first (docs/inspections.md §4): the document is an
 * estimate or a repair order of the caller's branch (else 404, as another branch's
 * document is), and the caller holds that kind's own right — Service `Est` or `WO`,
 * read to see, update to change — since one path serves both kinds.
 */
export type InspectedKind = 'Estimate' | 'RepairOrder';
export type InspectionScope = { ctx: ServiceContext; doc: StoredDocument; kind: InspectedKind };

/** Documents that take no more changes. */
const CLOSED: readonly string[] = ['Cancelled', 'Closed', 'Converted', 'Declined'];

export async function documentInScope(session: SessionContext, docId: string, right: Right): Promise<InspectionScope> {
  const ctx = serviceContext(session);
  const doc = await readDocument(session.orgId, docId, right !== 'R');
  const kind = doc?.head.type;
  if (!doc || doc.head.EntId !== session.entityId || (kind !== 'Estimate' && kind !== 'RepairOrder'))
    throw new ApiError(ErrorCode.NotFound, M.documentNotFound);
  const name = kind === 'Estimate' ? 'Est' : 'WO';
  if (!isPermitted(inModule('Service', resource('Service', name, right)), ctx.access))
    throw new ApiError(ErrorCode.Forbidden, Messages.forbidden);
  if (right !== 'R' && CLOSED.includes(doc.head.Sts)) throw new ApiError(ErrorCode.BadRequest, M.documentClosed);
  return { ctx, doc, kind };
}

/** The branch's Service feature `Pics`: on unless the configuration sets it to false (as `Appt`). */
export const picsOn = (ctx: ServiceContext): boolean => ctx.entity.Config.Service?.Features?.Pics !== false;

export function requirePics(ctx: ServiceContext): void {
  if (!picsOn(ctx)) throw new ApiError(ErrorCode.Forbidden, M.photosOff);
}

/**
 * An audit record on the document for an inspection's change, in the inspection's own
 * transaction: the document's audit log tells who inspected what, when (its `ver`
 * stays: the document itself did not change).
 */
export function inspectionAudit(scope: InspectionScope, action: string, changes: FieldChange[]): Write {
  const { ctx, doc } = scope;
  const entry = {
    Action: action,
    By: ctx.session.userId,
    ...(ctx.session.userName ? { ByName: ctx.session.userName } : {}),
    Changes: changes,
    At: nowIso(),
    ver: doc.head.ver,
  };
  return { item: { Put: { TableName: tableName(), Item: auditItem(doc.head.OrgId, doc.head.DocId, entry, ulid()) } } };
}

/** Who saved, for the record. */
export const savedBy = (ctx: ServiceContext): Pick<InspectionRecord, 'UpAt' | 'UpBy' | 'UpByName'> => ({
  UpAt: nowIso(),
  UpBy: ctx.session.userId,
  ...(ctx.session.userName ? { UpByName: ctx.session.userName } : {}),
});

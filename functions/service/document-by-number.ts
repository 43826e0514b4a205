import { isPermitted } from '@shared/access/access-model';
import { ApiError, ErrorCode } from '@shared/api/errors';
import type { serviceRoutes } from '@shared/api/routes/service';
import { parseDocumentNumber } from '@shared/documents/document-number';
import {
  DOCUMENT_READ,
  DocumentLinkMessages,
  linkedDocumentOfSeries,
  type DocumentByNumber,
} from '@shared/documents/document-links';
import type { Call } from '../lib/http/call';
import { findDocumentIdByNumber } from '../data/documents/document-numbers';
import { readAccessAndEntity } from '../data/users/users-repo';

const notFound = (): ApiError => new ApiError(ErrorCode.NotFound, DocumentLinkMessages.notFound);

/**
 * Common/Documents/ByNumber?Num=: the estimate, repair order or invoice a
 * number names in the caller's branch (data-model-documents D13: one GetItem
 * on the number pointer, branch and organisation from the session). The type
 * follows from the series. A caller without the read right on that type gets
 * the same 404 as for an unknown number, so a number tells nothing about
 * documents they may not see.
 *
 * The route is open to any session (it serves a chat link, whatever the
 * branch's modules); the caller's rights are read here, next to the pointer.
 */
export async function documentByNumber(
  call: Call<(typeof serviceRoutes)['documentByNumber']>,
): Promise<DocumentByNumber> {
  const { orgId, entityId, userId } = call.session;
  const parsed = parseDocumentNumber(call.query.Num);
  const type = parsed && linkedDocumentOfSeries(parsed.Series);
  if (!parsed || !type) throw notFound();
  const [{ access: grant, entity: branch }, docId] = await Promise.all([
    readAccessAndEntity(orgId, userId, entityId),
    findDocumentIdByNumber(orgId, entityId, parsed.Series, parsed.FY, parsed.Num),
  ]);
  if (!grant || !branch || docId === undefined) throw notFound();
  if (!isPermitted(DOCUMENT_READ[type], { access: grant.Access, config: branch.Config })) throw notFound();
  return { type, Id: docId };
}

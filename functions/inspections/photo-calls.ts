import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import type { inspectionRoutes } from '@shared/api/routes/inspections';
import { InspectionMessages as M } from '@shared/inspections/inspection-messages';
import { MAX_PHOTO_BYTES, type PhotoLink, type PhotoTicket } from '@shared/inspections/inspection-schemas';
import { STAGING_PREFIX } from '@shared/files/storage-keys';
import { copyObject, objectSize, presignUpload, readObjectStart, removeObject } from '../data/files/files-repo';
import { photoLinks } from '../data/inspections/inspection-photos';
import { photoWrite, type PhotoRecord } from '../data/inspections/inspections-repo';
import { nowIso } from '../data/table/keys';
import { transact } from '../data/table/transact';
import type { Call } from '../lib/http/call';
import { documentInScope, requirePics } from './inspection-context';
import { PHOTO_CONTENT_TYPES, photoKindOf, SNIFF_BYTES } from './photo-sniff';

type Routes = typeof inspectionRoutes;

/**
 * Inspection photos (docs/inspections.md §5), through the files bucket's presigned
 * path that chat and logos use (`files-repo.ts`): the browser PUTs the resized JPEG to
 * a staging key of its organisation and document; Confirm checks its size (HEAD) and
 * its first bytes (a ranged GET) — a JPEG, PNG or WebP — then copies it to its kept key
 * and records it. Anything else is deleted and refused with "This file is not an
 * image.", nothing recorded. Served only by short-lived signed GETs.
 */
const UPLOAD_SECONDS = 300;

const stagingPrefix = (orgId: string, docId: string): string => `${STAGING_PREFIX}inspections/${orgId}/${docId}/`;
const keptKey = (orgId: string, docId: string, id: string, ext: string): string =>
  `inspections/${orgId}/${docId}/${id}.${ext}`;

export async function photoTicket(call: Call<Routes['photoTicket']>): Promise<PhotoTicket> {
  const { session, params } = call;
  const scope = await documentInScope(session, params.DocId, 'U');
  requirePics(scope.ctx);
  const key = `${stagingPrefix(session.orgId, params.DocId)}${ulid()}`;
  // The label only: the bytes decide the type at Confirm.
  const contentType = 'image/jpeg';
  return {
    Url: await presignUpload(key, contentType, UPLOAD_SECONDS),
    Method: 'PUT',
    Headers: { 'content-type': contentType },
    Key: key,
    ExpiresIn: UPLOAD_SECONDS,
    MaxBytes: MAX_PHOTO_BYTES,
  };
}

export async function confirmPhoto(call: Call<Routes['confirmPhoto']>): Promise<PhotoLink> {
  const { session, params, body } = call;
  const scope = await documentInScope(session, params.DocId, 'U');
  requirePics(scope.ctx);
  // Only this organisation's and this document's staging keys: no reaching into other objects.
  const prefix = stagingPrefix(session.orgId, params.DocId);
  if (!body.Key.startsWith(prefix) || !/^[0-9A-HJKMNP-TV-Z]{26}$/.test(body.Key.slice(prefix.length)))
    throw new ApiError(ErrorCode.BadRequest, M.uploadMissing);
  const size = await objectSize(body.Key);
  if (size === undefined) throw new ApiError(ErrorCode.BadRequest, M.uploadMissing);
  if (size > MAX_PHOTO_BYTES) {
    await removeObject(body.Key);
    throw new ApiError(ErrorCode.PayloadTooLarge, M.imageTooLarge);
  }
  const start = await readObjectStart(body.Key, SNIFF_BYTES);
  const kind = start ? photoKindOf(start) : undefined;
  if (!kind) {
    await removeObject(body.Key);
    throw new ApiError(ErrorCode.UnsupportedMediaType, M.notAnImage);
  }
  const id = ulid();
  const photo: PhotoRecord = {
    Id: id,
    Key: keptKey(session.orgId, params.DocId, id, kind),
    Size: size,
    Kind: kind,
    CrAt: nowIso(),
    CrBy: session.userId,
  };
  await copyObject(body.Key, photo.Key, PHOTO_CONTENT_TYPES[kind]);
  await transact([photoWrite(session.orgId, params.DocId, photo)]);
  await removeObject(body.Key);
  const [link] = await photoLinks([photo]);
  return link as PhotoLink;
}

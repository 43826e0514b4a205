import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { MAX_LOGO_BYTES, type LogoUploadTicket, type settingsRoutes } from '@shared/api/routes/settings';
import type { EntitySettings } from '@shared/entity/entity-settings';
import { logoPrefix, stagedLogoPrefix } from '@shared/files/storage-keys';
import { writeSettings } from '../data/settings/entity-settings-repo';
import { objectSize, presignUpload, readObject, removeObject, writeObject } from '../data/files/files-repo';
import type { EntityRecord } from '../data/identity/records';
import { Reply, type Call, type SessionContext } from '../lib/http/call';
import { loadEntity } from './entity-settings-calls';
import { sanitiseSvg } from '../lib/svg-sanitiser';
import { claimedType, CONTENT_TYPES, sniffLogoType, svgProblem, type SniffedType } from './logo-type';

/**
 * Logo upload in three steps (docs/decisions-settings.md): the server hands out
 * a presigned PUT URL into the bucket's staging prefix, the browser PUTs the
 * file (so XHR can show progress), then Confirm makes the server read the
 * staged object back, check its size and real type, and write the kept copy
 * under the logo prefix before the entity points at it. The staged object is
 * always removed; one never confirmed expires by the bucket's lifecycle rule.
 * s3rver does not verify signatures, so nothing relies on the URL alone.
 */

const UPLOAD_URL_SECONDS = 300;
const MAX_LOGO_MB = MAX_LOGO_BYTES / (1024 * 1024);

export const LogoMessages = {
  tooLarge: `The logo is larger than ${MAX_LOGO_MB} MB. Please choose a smaller image.`,
  notUploaded: 'The logo file has not been uploaded yet. Please upload it again.',
  notOurs: 'This upload does not belong to this branch.',
  notAnImage: 'The file is not a png, jpeg, jpg, gif or svg image.',
  mislabelled: (fileName: string, real: string): string => `${fileName} is not really a ${real.toUpperCase()} image.`,
  badSvg: (reason: string): string => `The svg logo cannot be used: ${reason}.`,
  undecodable: (real: string): string =>
    `The file is not a complete ${real.toUpperCase()} image. Please save it again and upload the new file.`,
  noLogo: 'No logo has been set for this branch.',
  saved: 'Logo saved.',
} as const;

const stagedPrefixOf = (session: SessionContext): string => stagedLogoPrefix(session.orgId, session.entityId);
const STAGED_NAME = /^[0-9A-Z]{26}\.(png|jpeg|gif|svg)$/;

/** POST EntitySettings/UploadLogo/{fileName}: a presigned PUT for a fresh key of this branch. */
export async function uploadLogo(call: Call<typeof settingsRoutes.uploadLogo>): Promise<LogoUploadTicket> {
  if (call.body.Size !== undefined && call.body.Size > MAX_LOGO_BYTES)
    throw new ApiError(ErrorCode.PayloadTooLarge, LogoMessages.tooLarge);
  const type = claimedType(call.params.fileName);
  const Key = `${stagedPrefixOf(call.session)}${ulid()}.${type}`;
  const contentType = CONTENT_TYPES[type];
  const Url = await presignUpload(Key, contentType, UPLOAD_URL_SECONDS);
  return {
    Url,
    Method: 'PUT',
    Headers: { 'content-type': contentType },
    Key,
    ExpiresIn: UPLOAD_URL_SECONDS,
    MaxBytes: MAX_LOGO_BYTES,
  };
}

async function readUpload(key: string): Promise<Uint8Array> {
  const size = await objectSize(key);
  if (size === undefined) throw new ApiError(ErrorCode.BadRequest, LogoMessages.notUploaded);
  if (size > MAX_LOGO_BYTES) throw new ApiError(ErrorCode.PayloadTooLarge, LogoMessages.tooLarge);
  const bytes = await readObject(key);
  if (bytes === undefined) throw new ApiError(ErrorCode.BadRequest, LogoMessages.notUploaded);
  // The size is checked again on the bytes: the object may have been replaced after HEAD.
  if (bytes.length > MAX_LOGO_BYTES) throw new ApiError(ErrorCode.PayloadTooLarge, LogoMessages.tooLarge);
  return bytes;
}

const withLogo = (entity: EntityRecord, logo: EntitySettings['Common']['Logo']): EntitySettings => ({
  ...entity.Settings,
  Common: { ...entity.Settings.Common, Logo: logo },
});

/**
 * What is stored: a raster image only if all of it decodes as that image; an
 * SVG only as DOMPurify leaves it (scripts, handlers and links to script gone).
 */
async function keptBytes(real: SniffedType, bytes: Uint8Array): Promise<Uint8Array> {
  if (real !== 'svg') {
    // The decoders load with the first upload, not with every settings call.
    const { decodesAsImage } = await import('./logo-decode');
    if (!decodesAsImage(real, bytes)) throw new ApiError(ErrorCode.BadRequest, LogoMessages.undecodable(real));
    return bytes;
  }
  const clean = new TextEncoder().encode(await sanitiseSvg(new TextDecoder().decode(bytes)));
  const problem = svgProblem(clean);
  if (problem) throw new ApiError(ErrorCode.BadRequest, LogoMessages.badSvg(problem));
  return clean;
}

/** POST EntitySettings/UploadLogo/{fileName}/Confirm: checks the staged upload and makes a kept copy the logo. */
export async function confirmLogo(call: Call<typeof settingsRoutes.confirmLogo>) {
  const { Key: stagedKey } = call.body;
  const claimed = claimedType(call.params.fileName);
  const staged = stagedPrefixOf(call.session);
  const name = stagedKey.slice(staged.length);
  if (!stagedKey.startsWith(staged) || !STAGED_NAME.test(name))
    throw new ApiError(ErrorCode.BadRequest, LogoMessages.notOurs);

  const entity = await loadEntity(call.session);
  let bytes: Uint8Array;
  try {
    bytes = await readUpload(stagedKey);
  } finally {
    // Read or refused, the staged object has served its purpose.
    await removeObject(stagedKey);
  }
  const real = sniffLogoType(bytes);
  if (real !== claimed) {
    if (claimed === 'svg' && real === undefined)
      throw new ApiError(ErrorCode.BadRequest, LogoMessages.badSvg(svgProblem(bytes) ?? 'not an svg'));
    throw new ApiError(
      ErrorCode.BadRequest,
      real === undefined ? LogoMessages.notAnImage : LogoMessages.mislabelled(call.params.fileName, claimed),
    );
  }

  const kept = await keptBytes(real, bytes);
  // The kept copy is written by the server, with the type it checked, never the browser's label.
  const Key = `${logoPrefix(call.session.orgId, call.session.entityId)}${name}`;
  await writeObject(Key, kept, CONTENT_TYPES[real]);
  const previousKey = entity.Settings.Common.Logo?.Key;
  const Logo = { Name: call.params.fileName, Key, Type: CONTENT_TYPES[real], Size: kept.length };
  let saved: EntityRecord;
  try {
    saved = await writeSettings({
      orgId: call.session.orgId,
      entityId: call.session.entityId,
      expectedVer: entity.ver,
      settings: withLogo(entity, Logo),
      hasLogo: true,
    });
  } catch (error) {
    // Someone saved the settings meanwhile (409): the kept copy is not referenced.
    await removeObject(Key);
    throw error;
  }
  if (previousKey && previousKey !== Key) await removeObject(previousKey);
  return {
    message: LogoMessages.saved,
    HasLogo: true,
    Logo: { Name: Logo.Name, Type: Logo.Type, Size: Logo.Size },
    SettingsVer: saved.SettingsVer,
    ver: saved.ver,
  };
}

/**
 * GET EntitySettings/GetLogo: the image bytes. An svg is sent with a sandboxing
 * CSP and as an attachment, so even opened directly it can never run script.
 */
export async function getLogo(call: Call<typeof settingsRoutes.getLogo>): Promise<Reply> {
  const entity = await loadEntity(call.session);
  const logo = entity.Settings.Common.Logo;
  if (!entity.HasLogo || !logo?.Key || !logo.Type) throw new ApiError(ErrorCode.NotFound, LogoMessages.noLogo);
  const bytes = await readObject(logo.Key);
  if (!bytes) throw new ApiError(ErrorCode.NotFound, LogoMessages.noLogo);
  const isSvg = logo.Type === CONTENT_TYPES.svg;
  const ext = logo.Key.split('.').pop() ?? 'img';
  return new Reply(
    200,
    Buffer.from(bytes).toString('base64'),
    {
      'content-type': logo.Type,
      'x-content-type-options': 'nosniff',
      'content-disposition': `${isSvg ? 'attachment' : 'inline'}; filename="logo.${ext}"`,
      ...(isSvg ? { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" } : {}),
    },
    true,
  );
}

/** DELETE EntitySettings/DeleteLogo: the entity forgets the logo, then the object goes. */
export async function deleteLogo(call: Call<typeof settingsRoutes.deleteLogo>) {
  const entity = await loadEntity(call.session);
  const key = entity.Settings.Common.Logo?.Key;
  if (!entity.HasLogo && !key) {
    return { message: Messages.deleted, HasLogo: false, SettingsVer: entity.SettingsVer, ver: entity.ver };
  }
  const saved = await writeSettings({
    orgId: call.session.orgId,
    entityId: call.session.entityId,
    expectedVer: entity.ver,
    settings: withLogo(entity, undefined),
    hasLogo: false,
  });
  if (key) await removeObject(key);
  return { message: Messages.deleted, HasLogo: false, SettingsVer: saved.SettingsVer, ver: saved.ver };
}

/**
 * Layout of the private files bucket. Browsers upload through presigned PUTs
 * into the staging prefix only; the server checks an upload and writes the kept
 * copy under its final prefix. The bucket's lifecycle rule expires everything
 * under the staging prefix after STAGED_UPLOAD_DAYS, so an upload that is never
 * confirmed (a closed tab, a refused file) does not stay stored and billed.
 */
export const STAGING_PREFIX = 'uploads/';
export const STAGED_UPLOAD_DAYS = 1;

/** Where a branch's logo uploads wait for Confirm. */
export const stagedLogoPrefix = (orgId: string, entityId: string): string =>
  `${STAGING_PREFIX}logos/${orgId}/${entityId}/`;
/** Where a branch's confirmed logo is kept. */
export const logoPrefix = (orgId: string, entityId: string): string => `logos/${orgId}/${entityId}/`;

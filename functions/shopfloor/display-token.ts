import { ApiError, ErrorCode } from '@shared/api/errors';
import { ShopFloorMessages } from '@shared/service/shop-floor-board';
import { getOrganisation } from '../data/identity/identity-repo';
import { signToken, verifyToken } from '../lib/tokens';
import { linksUseOrgDomain, webPageUrl } from '../lib/web-link';

/**
 * A wall display's token (docs/customer-loop.md §20): an HS256 JWT signed with the
 * session key, audience `shop-display`, claims `org`, `ent` (the one branch it shows)
 * and `dsp` (its display record). It reaches only GET Public/ShopFloor/{Token}, which
 * reads nothing but the board. It lives long (a screen on a wall is set up once);
 * disconnecting deletes the record, and every read checks the record first. The
 * token rides in the address's fragment (`/tv#<token>`), as the approval link does.
 */
const AUDIENCE = 'shop-display';
const DISPLAY_YEARS = 5;

export type DisplayClaims = { org: string; ent: string; dsp: string };

export function signDisplayToken(claims: DisplayClaims, now = new Date()): Promise<string> {
  const expires = new Date(now.getTime() + DISPLAY_YEARS * 365 * 24 * 3600 * 1000);
  return signToken(claims, expires, AUDIENCE);
}

/** A good token's claims; 401 for a forged, altered, expired or other audience's one. */
export async function verifyDisplayToken(token: string): Promise<DisplayClaims> {
  const claims = await verifyToken<Partial<DisplayClaims>>(token, AUDIENCE);
  if (claims && typeof claims.org === 'string' && typeof claims.ent === 'string' && typeof claims.dsp === 'string')
    return { org: claims.org, ent: claims.ent, dsp: claims.dsp };
  throw new ApiError(ErrorCode.Unauthorised, ShopFloorMessages.displayInvalid);
}

/** The display page's address (the organisation's domain, never a request header). */
export async function displayLinkUrl(orgId: string, token: string): Promise<string> {
  const domain = linksUseOrgDomain() ? (await getOrganisation(orgId))?.Domain : undefined;
  return webPageUrl(`tv#${token}`, domain);
}

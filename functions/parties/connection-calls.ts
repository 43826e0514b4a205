import { createHash, randomBytes } from 'node:crypto';
import { ApiError, ErrorCode } from '@shared/api/errors';
import type { partiesRoutes } from '@shared/api/routes/parties';
import {
  CONNECTION_CODE_DAYS,
  formatConnectionCode,
  parseConnectionCode,
  SECRET_LENGTH,
  type ConnectInput,
  type ConnectLink,
} from '@shared/parties/connection-code';
import { ConnectionMessages } from '@shared/parties/party-messages';
import { consumeConnectionCode, findConnectionCode, putConnectionCode } from '../data/parties/connection-codes-repo';
import type { Write } from '../data/table/transact';
import type { Call, SessionContext } from '../lib/http/call';

/** RFC 4648 base32: no 0/1/8/9, so a code read aloud or copied by hand is less often mistyped. */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function randomSecret(): string {
  const bytes = randomBytes(SECRET_LENGTH);
  return Array.from(bytes, (b) => BASE32[b % 32]).join('');
}

const hashOf = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** POST Common/ConnectionCodes: a code another business uses to link its record to this branch. */
export async function createConnectionCode(call: Call<typeof partiesRoutes.createConnectionCode>) {
  const secret = randomSecret();
  const Expires = new Date(Date.now() + CONNECTION_CODE_DAYS * 24 * 60 * 60 * 1000);
  await putConnectionCode(call.session.orgId, call.session.entityId, hashOf(secret), Expires, call.session.userId);
  return {
    Code: formatConnectionCode({ OId: call.session.orgId, EId: call.session.entityId, secret }),
    Expires: Expires.toISOString(),
  };
}

const refused = (message: string): ApiError =>
  new ApiError(ErrorCode.BadRequest, message, [{ path: 'Connect.Code', message }]);

/**
 * The link a create or update stores, and the write that uses its code up.
 * Sent back unchanged, the current link needs no code; any new link does. Every
 * refusal of a code is the same answer after the same single read, whether the
 * other organisation or branch exists or not.
 */
export async function resolveConnect(
  session: SessionContext,
  input: ConnectInput | undefined,
  current?: ConnectLink,
): Promise<{ link?: ConnectLink; writes: Write[] }> {
  if (!input) return { writes: [] };
  if (!('Code' in input)) {
    if (current && current.OId === input.OId && current.EId === input.EId) return { link: current, writes: [] };
    throw refused(ConnectionMessages.codeNeeded);
  }
  const code = parseConnectionCode(input.Code);
  if (!code) throw refused(ConnectionMessages.invalid);
  if (code.OId === session.orgId) throw refused(ConnectionMessages.self);
  const hash = hashOf(code.secret);
  if (!(await findConnectionCode(code.OId, code.EId, hash))) throw refused(ConnectionMessages.invalid);
  return { link: { OId: code.OId, EId: code.EId }, writes: [consumeConnectionCode(code.OId, code.EId, hash)] };
}

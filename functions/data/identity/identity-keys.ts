import { orgPk, type Key } from '../table/keys';

/**
 * Key builders of the identity items (docs/data-model.md lists every access
 * pattern). Every tenant-owned item lives under `ORG#<orgId>`; the only other
 * prefixes are `DOMAIN#` (login domain → organisation), `SYS#` (reference data),
 * `RATE#` (per-address throttling and reset-code requests, which must behave the
 * same whether or not a tenant or account exists) and
 * `WSCONN#` (a WebSocket connection id → its tenant, for $disconnect).
 */
export const keys = {
  domain: (domain: string): Key => ({ pk: `DOMAIN#${domain}`, sk: 'DOMAIN' }),
  org: (orgId: string): Key => ({ pk: orgPk(orgId), sk: 'ORG' }),
  entity: (orgId: string, entityId: string): Key => ({ pk: orgPk(orgId), sk: `ENTITY#${entityId}` }),
  user: (orgId: string, userId: string): Key => ({ pk: orgPk(orgId), sk: `USER#${userId}` }),
  username: (orgId: string, username: string): Key => ({ pk: orgPk(orgId), sk: `USERNAME#${username}` }),
  userEmail: (orgId: string, email: string): Key => ({ pk: orgPk(orgId), sk: `EMAIL#${email.toLowerCase()}` }),
  userPhone: (orgId: string, phone: string): Key => ({ pk: orgPk(orgId), sk: `PHONE#${phone}` }),
  access: (orgId: string, userId: string, entityId: string): Key => ({
    pk: orgPk(orgId),
    sk: `ACCESS#${userId}#${entityId}`,
  }),
  session: (orgId: string, userId: string, sessionId: string): Key => ({
    pk: orgPk(orgId),
    sk: `SESSION#${userId}#${sessionId}`,
  }),
  otp: (orgId: string, userId: string): Key => ({ pk: orgPk(orgId), sk: `OTP#${userId}` }),
  /** Login guess counters (docs/login-throttling.md): per account, per account and address, per address. */
  accountGuesses: (orgId: string, username: string): Key => ({ pk: orgPk(orgId), sk: `LOGINGUESS#USER#${username}` }),
  accountAddressGuesses: (orgId: string, username: string, ip: string): Key => ({
    pk: orgPk(orgId),
    sk: `LOGINGUESS#IP#${ip}#${username}`,
  }),
  addressGuesses: (ip: string): Key => ({ pk: `RATE#IP#${ip}`, sk: 'LOGINGUESS' }),
  /** Reset-code guess counters: per account (or per asked-for target when there is no account) and per address. */
  accountCodeGuesses: (orgId: string, userId: string): Key => ({ pk: orgPk(orgId), sk: `OTPGUESS#${userId}` }),
  targetCodeGuesses: (domain: string, target: string): Key => ({ pk: `RATE#OTP#${domain}`, sk: `OTPGUESS#${target}` }),
  addressCodeGuesses: (ip: string): Key => ({ pk: `RATE#IP#${ip}`, sk: 'OTPGUESS' }),
  /** When a code was last asked for one e-mail or phone of a domain, whether or not an account has it. */
  codeRequest: (domain: string, target: string): Key => ({ pk: `RATE#OTP#${domain}`, sk: `REQUEST#${target}` }),
  wsConnection: (connectionId: string): Key => ({ pk: `WSCONN#${connectionId}`, sk: 'CONN' }),
};

export const prefixes = {
  entity: 'ENTITY#',
  user: 'USER#',
  userAccess: (userId: string): string => `ACCESS#${userId}#`,
  userSessions: (userId: string): string => `SESSION#${userId}#`,
};

/** GSI1 partition listing the users who have access to one entity (employees of a branch). */
export const entityMembersGsi1 = (orgId: string, entityId: string): string => `${orgPk(orgId)}#ENT#${entityId}#MEMBERS`;

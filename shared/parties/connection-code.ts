import * as z from 'zod';
import { ConnectionMessages } from './party-messages';

/**
 * Connecting a customer or vendor record to another business on Karkhana
 * (docs/decisions-parties.md): the other side consents by creating a connection code for one
 * of its branches and handing it over (WhatsApp, e-mail, on paper). The code
 * names that organisation and branch, so the server looks it up under the
 * other organisation's own key, and carries a random secret of 80 bits, of
 * which only a hash is stored. A wrong secret, an expired or used code and an
 * organisation or branch that does not exist all get the same answer, so the
 * answer tells nothing about who exists.
 */
export const CONNECTION_CODE_DAYS = 7;
/** Organisation and branch ids are letters, digits, '_' and '-' (never the key separator '#'). */
const ID = '[A-Za-z0-9_-]{1,64}';
/** Base32 (RFC 4648) without padding: 16 characters are 80 bits. */
export const SECRET_LENGTH = 16;
const CODE = new RegExp(`^(${ID})\\.(${ID})\\.([A-Z2-7]{${SECRET_LENGTH}})$`);

/** A link to another business as records keep and answer it (spec: 'Connect with EId and OId'). */
export const connectLink = z.strictObject({
  EId: z.string().trim().min(1).max(64),
  OId: z.string().trim().min(1).max(64),
});
export type ConnectLink = z.infer<typeof connectLink>;

/** What a form sends to make a new link: the code as given (spaces around it forgiven, case kept). */
export const connectByCode = z.strictObject({
  Code: z.string().trim().min(1, ConnectionMessages.codeNeeded).max(200).regex(CODE, ConnectionMessages.invalid),
});
/** Connect in a create or update body: a new link by its code, or the record's current link sent back unchanged. */
export const connectInput = z.union([connectByCode, connectLink]);
export type ConnectInput = z.infer<typeof connectInput>;

export type ParsedConnectionCode = ConnectLink & { secret: string };

export function parseConnectionCode(code: string): ParsedConnectionCode | undefined {
  const match = CODE.exec(code.trim());
  if (!match) return undefined;
  return { OId: match[1]!, EId: match[2]!, secret: match[3]! };
}

export const formatConnectionCode = ({ OId, EId, secret }: ParsedConnectionCode): string => `${OId}.${EId}.${secret}`;

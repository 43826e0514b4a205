import { Messages } from '@shared/api/messages';
import { ClientError } from './api-error';

/**
 * Spec service-documents §8 'Lookup calls' (the catalogue's searches and
 * reference lookups): status 0 gives 503 'Unable to connect...'; 503 gives 503
 * with the no-internet text; 401 gives 401 'Not Found'; anything else gives -1
 * 'Something went horribly wrong.' A lookup never shows the server's own text.
 * Takes the ClientError every call rejects with (api-error.ts), so the 401 flow's
 * `handled` mark survives.
 */
export function toLookupError(error: unknown): ClientError {
  if (!(error instanceof ClientError)) return new ClientError(-1, Messages.horriblyWrongShort);
  // No status: never sent (offline) or not a call; its words are already the catalogue's.
  if (error.status === undefined) return error.code === 503 ? error : new ClientError(-1, Messages.horriblyWrongShort);
  let mapped: ClientError;
  if (error.status === 0 || error.status === 504) mapped = new ClientError(503, Messages.cannotConnect, error.status);
  else if (error.status === 503) mapped = new ClientError(503, Messages.noInternet, error.status);
  else if (error.status === 401) mapped = new ClientError(401, Messages.notFound, error.status);
  else mapped = new ClientError(-1, Messages.horriblyWrongShort, error.status);
  mapped.handled = error.handled;
  return mapped;
}

/** Runs a lookup and rejects in lookup terms (for a query function). */
export const asLookup = async <T>(call: Promise<T>): Promise<T> => {
  try {
    return await call;
  } catch (error) {
    throw toLookupError(error);
  }
};

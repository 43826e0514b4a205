import { DEFAULT_TIME_ZONE } from '@shared/fields/time-zone';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { CatalogueMessages } from '@shared/catalogue/catalogue-messages';
import type { SessionContext } from '../lib/http/call';

/** Today in the branch's time zone, as YYYY-MM-DD (the default date of supply). */
export function todayFor(session: SessionContext): string {
  const zone = session.entity?.Settings.TZ ?? DEFAULT_TIME_ZONE;
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

export const notFound = (message: string = CatalogueMessages.notFound): ApiError =>
  new ApiError(ErrorCode.NotFound, message);

/** The fields of `keys` present on `source`, in that order (an answer exactly as its schema names it). */
export function pick<T>(source: Record<string, unknown>, keys: readonly string[]): T {
  return Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k]])) as T;
}

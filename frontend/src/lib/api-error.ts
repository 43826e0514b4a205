import type { FieldError } from '@shared/api/errors';
import type { ActionIssue } from '@shared/service/action-refusal';
import { ErrorMappingMessages as Messages } from '@shared/api/error-mapping-messages';

/** A row an import call refused: its number among the rows sent (from 1), the field and why. */
export type RefusedRow = { row: number; field: string; message: string };

/**
 * The one error every failed call rejects with (spec platform §8 'Error mapping').
 * `code` is the catalogue code the UI branches on (-1, 401, 409, 503 or the
 * server's errorCode); `status` is the HTTP status when there was an answer.
 */
export class ClientError extends Error {
  constructor(
    readonly code: number | string,
    message: string,
    readonly status?: number,
    readonly errors?: FieldError[],
    /** For a 409: what the server said, shown under 'Duplicate'. */
    readonly detail?: string,
    /** For a refused import: every bad row, so the screen can list them. */
    readonly rows?: RefusedRow[],
    /** For a refused approve or complete: every line and field that fails (the body's `Issues`). */
    readonly issues?: ActionIssue[],
  ) {
    super(message);
    this.name = 'ClientError';
  }

  /** Set once the 401 flow has already taken the user elsewhere, so nobody toasts it again. */
  handled = false;
}

/** What came back from a failed call; `undefined` when nothing at all is known. */
export type FailedCall = { status: number; body?: unknown } | null | undefined;

/** `Issues`: the server's own list (shared/api/errors.ts apiErrorBody), taken as sent like `errors`. */
type ErrorBodyLike = {
  errorCode: number | string;
  message: string;
  errors?: FieldError[];
  rows?: unknown;
  Issues?: ActionIssue[];
};

const isRefusedRow = (value: unknown): value is RefusedRow => {
  if (typeof value !== 'object' || value === null) return false;
  const { row, field, message } = value as Record<string, unknown>;
  return typeof row === 'number' && typeof field === 'string' && typeof message === 'string';
};
const refusedRows = (rows: unknown): RefusedRow[] | undefined =>
  Array.isArray(rows) && rows.length > 0 && rows.every(isRefusedRow) ? rows : undefined;

const isErrorBody = (body: unknown): body is ErrorBodyLike => {
  if (typeof body !== 'object' || body === null) return false;
  const { errorCode, message } = body as Record<string, unknown>;
  const hasCode = (typeof errorCode === 'number' || typeof errorCode === 'string') && errorCode !== '';
  return hasCode && typeof message === 'string' && message !== '';
};

const serverMessage = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as Record<string, unknown>).message;
  return typeof message === 'string' && message !== '' ? message : undefined;
};

/**
 * Spec platform §8, top to bottom; the first matching row wins. Kept as one
 * function so every screen shows the same words for the same failure.
 */
export function mapCallError(failed: FailedCall): ClientError {
  if (!failed) return new ClientError(-1, Messages.horriblyWrong);
  const { status, body } = failed;
  if (status === 0 || status === 504) return new ClientError(503, Messages.cannotConnect, status);
  if (status === 503) return new ClientError(503, Messages.noInternet, status);
  if (status === 401) return new ClientError(401, serverMessage(body) ?? Messages.notFound, status);
  // A taken value (a registration number, a name) names its field: the form shows it there.
  // Only a 409 without fields (a stale `ver`) is the 'Duplicate' conflict with Refresh.
  if (status === 409 && isErrorBody(body) && body.errors && body.errors.length > 0)
    return new ClientError(409, body.message, status, body.errors);
  if (status === 409) return new ClientError(409, Messages.duplicate, status, undefined, serverMessage(body));
  if (isErrorBody(body))
    return new ClientError(
      body.errorCode,
      body.message,
      status,
      body.errors,
      undefined,
      refusedRows(body.rows),
      body.Issues,
    );
  return new ClientError(-1, Messages.horriblyWrongShort, status);
}

/** The rejection of a call made while the browser reports no network (never sent). */
export const offlineError = (): ClientError => new ClientError(503, Messages.noInternet);

/** Any thrown value as a ClientError (code that is not a call still fails with catalogue words). */
export const toClientError = (error: unknown): ClientError =>
  error instanceof ClientError ? error : mapCallError(undefined);

export const isNoInternet = (error: ClientError): boolean =>
  error.code === 503 && error.message === Messages.noInternet;

/**
 * A refusal of what was sent (400: a search term too short, a field out of
 * range). Asking again with the same input cannot help, so no Retry is offered,
 * and the screen that sent it shows it by the input: no toast besides.
 */
export const isInputError = (error: unknown): boolean =>
  error instanceof ClientError && (error.status === 400 || error.code === 400);

/** A 409 that names the field holding a taken value, as opposed to a record changed elsewhere. */
export const isFieldConflict = (error: ClientError): boolean => error.code === 409 && (error.errors?.length ?? 0) > 0;

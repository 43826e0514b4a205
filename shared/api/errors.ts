import * as z from 'zod';
import { actionIssue, type ActionIssue } from '../service/action-refusal';
import { importRowError, type ImportRowError } from '../validation/import-row-error';

/**
 * The error body every call answers with (DESIGN §2, spec platform §8):
 * `{ errorCode, message }`, plus `errors` for validation failures so the UI can
 * point at the field. The client's error mapping passes it through unchanged.
 */
export const fieldError = z.object({ path: z.string(), message: z.string() });
export const apiErrorBody = z.object({
  errorCode: z.union([z.number(), z.string()]),
  message: z.string(),
  errors: z.array(fieldError).optional(),
  /** Imports refused with 400: every bad row, so the screen can list them. */
  rows: z.array(importRowError).optional(),
  /** Approve or complete refused with 400: every line and field that fails (shared/service/action-refusal.ts). */
  Issues: z.array(actionIssue).optional(),
});
export type FieldError = z.infer<typeof fieldError>;
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

/** Codes the server sends; numeric like the spec's catalogue, equal to the HTTP status. */
export const ErrorCode = {
  BadRequest: 400,
  Unauthorised: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  TooManyRequests: 429,
  Internal: 500,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** An error the server means to show: status, catalogue code and a clear message. */
export class ApiError extends Error {
  constructor(
    readonly status: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
    readonly rows?: ImportRowError[],
    readonly issues?: readonly ActionIssue[],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return {
      errorCode: this.status,
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
      ...(this.rows ? { rows: this.rows } : {}),
      ...(this.issues ? { Issues: [...this.issues] } : {}),
    };
  }
}

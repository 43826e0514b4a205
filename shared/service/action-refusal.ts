import * as z from 'zod';
import type { ValidationIssue } from '../documents/validation-issue';

/**
 * How an estimate or repair-order action, or a job move, is refused. The pure
 * rules throw `ServiceActionRefused`; the server turns it into its error answer
 * (docs/service-actions.md 'Refusals'): status 400 (or 403 for a missing permission,
 * 404 for a line that is not there), `errorCode` equal to the status, the message, and
 * — when approve or complete finds lines that fail — `Issues`, every line and field
 * with its own message, so the screen can point at each one (the `Issues` of
 * shared/api/errors.ts apiErrorBody).
 */
export const actionIssue = z.object({
  /** The line (`EO1`, `WP3`, `WC2`...); absent for a header field such as SA. */
  LineId: z.string().optional(),
  Field: z.string(),
  Message: z.string(),
});
export type ActionIssue = z.infer<typeof actionIssue>;

export type RefusalStatus = 400 | 403 | 404;

export class ServiceActionRefused extends Error {
  constructor(
    readonly status: RefusalStatus,
    message: string,
    readonly Issues?: readonly ActionIssue[],
  ) {
    super(message);
    this.name = 'ServiceActionRefused';
  }
}

export const refuse = (status: RefusalStatus, message: string, issues?: readonly ActionIssue[]): never => {
  throw new ServiceActionRefused(status, message, issues);
};

export const toActionIssue = (i: ValidationIssue): ActionIssue => ({
  ...(i.lineId !== undefined ? { LineId: i.lineId } : {}),
  Field: i.field,
  Message: i.message,
});

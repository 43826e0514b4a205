import { ApiError, ErrorCode } from '@shared/api/errors';
import { ApprovalRefused } from '@shared/service/approval-rules';

/** Runs an approval rule; its refusal becomes the API's error (400, or 409 for a line decided already). */
export function approvalRuled<T>(rule: () => T): T {
  try {
    return rule();
  } catch (error) {
    if (error instanceof ApprovalRefused)
      throw new ApiError(error.status === 409 ? ErrorCode.Conflict : ErrorCode.BadRequest, error.message);
    throw error;
  }
}

import { approvalState } from './approval-state';
import { publicApproval, publicDecide } from './public-approval-calls';
import { sendForApproval } from './send-for-approval';

/** The approval-by-link calls of the `approvals` family (shared/api/routes/approval.ts). */
export const approvalCalls = { sendForApproval, approvalState, publicApproval, publicDecide };

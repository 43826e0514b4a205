import type { ApiErrorBody } from '@shared/api/errors';
import { approvalRoutes } from '@shared/api/routes/approval';
import type { ApprovalDecisionAnswer, ApprovalPage, SendForApprovalAnswer } from '@shared/service/approval-schemas';
import { invoke } from './invoke';

/**
 * Approval by link through the real handler (docs/customer-loop.md §12–§19): the
 * advisor's send, the customer's page and decision, without a session, as the link
 * reaches them. No test-runner imports.
 */

/** The link's token: the fragment after `/a#`. */
export const linkTokenOf = (link: string): string => link.split('/a#')[1] ?? '';

/** Send for approval of the estimate at its ver, as the advisor (token). */
export const sendLink = (token: string, est: { _id: string; ver: number }, body: Record<string, unknown> = {}) =>
  invoke<SendForApprovalAnswer & ApiErrorBody>(approvalRoutes.sendForApproval, {
    token,
    params: { Id: est._id },
    body: { ver: est.ver, ...body },
  });

/** The customer's page of a link. */
export const approvalPage = (linkToken: string) =>
  invoke<ApprovalPage & ApiErrorBody>(approvalRoutes.publicApproval, { params: { Token: linkToken } });

/** The customer's decision, from a phone at `ip`. */
export const customerDecides = (linkToken: string, body: Record<string, unknown>, ip = '203.0.113.7') =>
  invoke<ApprovalDecisionAnswer & ApiErrorBody>(approvalRoutes.publicDecide, {
    params: { Token: linkToken },
    body,
    ip,
    userAgent: 'Phone browser',
  });

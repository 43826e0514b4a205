import { fillPath } from '@shared/api/route';
import { PUBLIC_APPROVAL_PATH } from '@shared/service/approval-paths';
import type { ApprovalDecision, ApprovalDecisionAnswer, ApprovalPage } from '@shared/service/approval-schemas';
import { API_BASE } from '../../lib/api-client';
import { mapCallError, offlineError } from '../../lib/api-error';

/**
 * The customer's two calls (GET the page, POST the decisions) with plain `fetch`, for
 * the approval page that loads nothing of the app (docs/customer-loop.md 'The page').
 * Failures are the app's own ClientError words (`mapCallError`, spec platform §8).
 * The answer is not parsed with the contract's zod schemas, which would be a quarter
 * of the page's weight: a body without the page's shape is the catalogue's -1 error,
 * as an answer breaking the contract is in the app. Never an Authorization header:
 * the link's token is the only key.
 */
const isPage = (answer: unknown): answer is ApprovalPage =>
  typeof answer === 'object' &&
  answer !== null &&
  Array.isArray((answer as ApprovalPage).Lines) &&
  typeof (answer as ApprovalPage).Totals === 'object';

async function send(token: string, init: RequestInit): Promise<unknown> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw offlineError();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/${fillPath(PUBLIC_APPROVAL_PATH, { Token: token })}`, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw mapCallError({ status: 0 });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw mapCallError({ status: response.status, body });
  return body;
}

/** GET Public/Approval/{Token}: the estimate as the customer may see it. */
export async function readApprovalPage(token: string, signal?: AbortSignal): Promise<ApprovalPage> {
  const answer = await send(token, {
    method: 'GET',
    headers: { Accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (!isPage(answer)) throw mapCallError({ status: 200 });
  return answer;
}

/** POST Public/Approval/{Token}: the decisions chosen, signed with the typed name, at the `ver` shown. */
export async function sendDecisions(
  token: string,
  body: { ver: number; Name: string; Decisions: ApprovalDecision[] },
): Promise<ApprovalDecisionAnswer> {
  const answer = await send(token, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!isPage((answer as Partial<ApprovalDecisionAnswer> | undefined)?.Page)) throw mapCallError({ status: 200 });
  return answer as ApprovalDecisionAnswer;
}

import { approvalRoutes } from '@shared/api/routes/approval';
import { createFamilyHandler } from '../lib/http/family-handler';
import { announcingWith } from '../lib/ws/announce-after';
import { announceDocumentChange, type DocumentChange } from '../lib/ws/shop-floor-announce';
import { approvalCalls } from './index';

/** Sending for approval answers the estimate's new status and `ver`, with its id in the path. */
const afterSend = (call: { params: { Id: string } }, answer: unknown, by: string): DocumentChange | undefined => {
  const a = answer as { Sts?: unknown; ver?: unknown };
  return typeof a.Sts === 'string' && a.Sts !== '' && typeof a.ver === 'number'
    ? { Type: 'Estimate', Id: call.params.Id, Num: '', Sts: a.Sts, ver: a.ver, By: by }
    : undefined;
};

/**
 * Lambda of the `approvals` call family: send for approval, its state, and the customer's
 * page and decision by link (docs/customer-loop.md 'Approval by link'). A family of its own
 * so that the service bundle stays under its budget (docs/decisions.md 'Lambda bundles');
 * the service documents' reads it shares with `service` are in functions/lib/service-documents/.
 * Sending moves the estimate's status: the branch hears DocumentChanged after it commits.
 */
export const handler = createFamilyHandler(approvalRoutes, {
  ...approvalCalls,
  sendForApproval: announcingWith(announceDocumentChange, approvalCalls.sendForApproval, afterSend),
});

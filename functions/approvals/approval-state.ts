import type { approvalRoutes } from '@shared/api/routes/approval';
import type { ApprovalStateAnswer } from '@shared/service/approval-schemas';
import { readDocumentHead } from '../data/documents/documents-repo';
import { serviceContext } from '../lib/branch-context';
import type { Call } from '../lib/http/call';
import { documentNotFound } from '../lib/service-documents/service-context';

/**
 * GET Service/ApprovalLinks/{Id}: an estimate's ver and status from its header item
 * alone (one GetItem, no lines), which the open estimate polls while it waits for
 * the customer (docs/customer-loop.md §17); a newer ver makes it read the whole estimate.
 */
export async function approvalState(
  call: Call<(typeof approvalRoutes)['approvalState']>,
): Promise<ApprovalStateAnswer> {
  const ctx = serviceContext(call.session);
  const head = await readDocumentHead(ctx.session.orgId, call.params.Id, true);
  if (!head || head.EntId !== ctx.session.entityId || head.type !== 'Estimate') throw documentNotFound('Estimate');
  return { ver: head.ver, Sts: (typeof head.Sts === 'string' ? head.Sts : 'New') as ApprovalStateAnswer['Sts'] };
}

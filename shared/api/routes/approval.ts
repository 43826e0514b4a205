import { inModule, PUBLIC, resource } from '../../access/permission';
import { documentParams } from '../../documents/call-parts';
import {
  approvalDecisionAnswer,
  approvalDecisionBody,
  approvalPage,
  approvalParams,
  approvalStateAnswer,
  sendForApprovalAnswer,
  sendForApprovalBody,
} from '../../service/approval-schemas';
import { PUBLIC_APPROVAL_PATH } from '../../service/approval-paths';
import { defineRoute, type RouteDef } from '../route';

/**
 * Approval by link (docs/customer-loop.md 'Approval by link'), a family of its own
 * (`approvals`, split from `service` to keep its bundle under budget: docs/decisions.md 'Lambda bundles').
 * The advisor sends with the estimate's update right (Service Est U); the customer's
 * two calls take the signed link instead of a session. In a file of its own so the
 * public page imports these routes, not the service route table.
 */
const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'approvals' as const });

export const approvalRoutes = {
  sendForApproval: route({
    method: 'POST',
    path: 'Service/ApprovalLinks/{Id}',
    permission: inModule('Service', resource('Service', 'Est', 'U')),
    params: documentParams,
    body: sendForApprovalBody,
    response: sendForApprovalAnswer,
    maxBodyBytes: 1024,
  }),
  approvalState: route({
    method: 'GET',
    path: 'Service/ApprovalLinks/{Id}',
    permission: inModule('Service', resource('Service', 'Est', 'R')),
    params: documentParams,
    response: approvalStateAnswer,
  }),
  publicApproval: route({
    method: 'GET',
    path: PUBLIC_APPROVAL_PATH,
    permission: PUBLIC,
    params: approvalParams,
    response: approvalPage,
  }),
  publicDecide: route({
    method: 'POST',
    path: PUBLIC_APPROVAL_PATH,
    permission: PUBLIC,
    params: approvalParams,
    body: approvalDecisionBody,
    response: approvalDecisionAnswer,
    maxBodyBytes: 64 * 1024,
  }),
} as const;

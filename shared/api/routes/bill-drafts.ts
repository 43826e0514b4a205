import { inModule, resource, type Permission } from '../../access/permission';
import {
  billDraftBody,
  billDraftStepBody,
  billDraftUpdateBody,
  billDraftsPage,
  billDraftsQuery,
} from '../../purchasing/bill-draft-schemas';
import { billAnswer, billParams } from '../../purchasing/bill-schemas';
import { defineRoute, type RouteDef } from '../route';

/**
 * A vendor bill's draft (docs/purchasing.md §24), calls of the `purchaseorders`
 * family (the `purchasing` Lambda is at its budget of zod schemas). Access is
 * the spec's Accounting `Bill`: R lists drafts, C saves, bills and discards one
 * (a draft was never posted: discarding it reverses nothing, unlike Cancel's D).
 */
const BILL = (right: 'C' | 'R'): Permission => inModule('Accounting', resource('Accounting', 'Bill', right));

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) =>
  defineRoute({ ...r, family: 'purchaseorders' as const });

export const billDraftRoutes = {
  billDrafts: route({
    method: 'GET',
    path: 'Bills/Drafts',
    permission: BILL('R'),
    query: billDraftsQuery,
    response: billDraftsPage,
  }),
  createBillDraft: route({
    method: 'POST',
    path: 'Bills/Drafts',
    permission: BILL('C'),
    body: billDraftBody,
    response: billAnswer,
  }),
  saveBillDraft: route({
    method: 'PUT',
    path: 'Bills/Drafts/{Id}',
    permission: BILL('C'),
    params: billParams,
    body: billDraftUpdateBody,
    response: billAnswer,
  }),
  billFromDraft: route({
    method: 'POST',
    path: 'Bills/Drafts/{Id}/Bill',
    permission: BILL('C'),
    params: billParams,
    body: billDraftStepBody,
    response: billAnswer,
  }),
  discardBillDraft: route({
    method: 'POST',
    path: 'Bills/Drafts/{Id}/Discard',
    permission: BILL('C'),
    params: billParams,
    body: billDraftStepBody,
    response: billAnswer,
  }),
} as const;

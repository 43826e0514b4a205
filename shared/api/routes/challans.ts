import * as z from 'zod';
import { inModule, resource, type Permission } from '../../access/permission';
import {
  challanAnswer,
  challanCancelBody,
  challanCreateBody,
  challanParams,
  challanReturnBody,
  challanSaveBody,
  challansPage,
  challansQuery,
  challanStepBody,
} from '../../challans/challan-schemas';
import { ewayBillQuery } from '../../gst/returns/eway-bill-schemas';
import { defineRoute, type RouteDef } from '../route';

/**
 * Delivery challans (CGST Rule 55; docs/challans.md §6): access Sales `DC`
 * (platform §3) in a branch with the Sales module on. R lists, opens and makes
 * the e-way bill file; C creates; U saves a draft, issues, takes goods back and
 * cancels. In the `sales` family's Lambda beside the counter sale.
 */
const DC = (right: 'C' | 'R' | 'U'): Permission => inModule('Sales', resource('Sales', 'DC', right));

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'sales' as const });

export const challanRoutes = {
  challans: route({
    method: 'GET',
    path: 'Sales/DeliveryChallans',
    permission: DC('R'),
    query: challansQuery,
    response: challansPage.extend({ Counts: z.record(z.string(), z.number()) }),
  }),
  challan: route({
    method: 'GET',
    path: 'Sales/DeliveryChallans/{Id}',
    permission: DC('R'),
    params: challanParams,
    response: challanAnswer,
  }),
  createChallan: route({
    method: 'POST',
    path: 'Sales/DeliveryChallans',
    permission: DC('C'),
    body: challanCreateBody,
    response: challanAnswer,
  }),
  saveChallan: route({
    method: 'PUT',
    path: 'Sales/DeliveryChallans/{Id}',
    permission: DC('U'),
    params: challanParams,
    body: challanSaveBody,
    response: challanAnswer,
  }),
  issueChallan: route({
    method: 'POST',
    path: 'Sales/DeliveryChallans/{Id}/Issue',
    permission: DC('U'),
    params: challanParams,
    body: challanStepBody,
    response: challanAnswer,
  }),
  returnChallan: route({
    method: 'POST',
    path: 'Sales/DeliveryChallans/{Id}/Return',
    permission: DC('U'),
    params: challanParams,
    body: challanReturnBody,
    response: challanAnswer,
  }),
  cancelChallan: route({
    method: 'POST',
    path: 'Sales/DeliveryChallans/{Id}/Cancel',
    permission: DC('U'),
    params: challanParams,
    body: challanCancelBody,
    response: challanAnswer,
  }),
  /** The e-way bill file of an issued challan worth more than ₹50,000 with tax (Rule 138; document type CHL). */
  challanEwayBill: route({
    method: 'GET',
    path: 'Sales/DeliveryChallans/{Id}/EWayBill',
    permission: DC('R'),
    params: challanParams,
    query: ewayBillQuery.omit({ Id: true }),
    response: z.record(z.string(), z.unknown()),
  }),
} as const;

import { inModule, resource, type Permission } from '../../access/permission';
import { auditPage, auditQuery } from '../../documents/call-parts';
import {
  salesDocAnswer,
  salesDocCreateBody,
  salesDocEndBody,
  salesDocParams,
  salesDocSaveBody,
  salesDocsPage,
  salesDocStepBody,
  salesEstimatesQuery,
  salesOrdersQuery,
} from '../../sales-orders/so-schemas';
import { defineRoute, type RouteDef } from '../route';
import { packageRoutes } from './packages';
import { soReturnRoutes } from './so-returns';

/**
 * Sales orders and sales estimates (docs/sales-orders.md §6): access Sales `SO`
 * and `Est` (platform §3) in a branch with the Sales module on. R lists, opens
 * and reads the audit log; C creates; U saves, approves (with the flag ApprSO /
 * ApprEst, checked by the call: 403), cancels, closes, declines and converts an
 * estimate (which also needs SO C). A call family of its own, `salesorders`.
 */
const SO = (right: 'C' | 'R' | 'U'): Permission => inModule('Sales', resource('Sales', 'SO', right));
const EST = (right: 'C' | 'R' | 'U'): Permission => inModule('Sales', resource('Sales', 'Est', right));

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'salesorders' as const });

const documentRoutes = (base: string, right: typeof SO) => ({
  list: { method: 'GET', path: base, permission: right('R'), response: salesDocsPage } as const,
  one: { method: 'GET', path: `${base}/{Id}`, permission: right('R'), params: salesDocParams } as const,
  create: { method: 'POST', path: base, permission: right('C'), body: salesDocCreateBody } as const,
  save: {
    method: 'PUT',
    path: `${base}/{Id}`,
    permission: right('U'),
    params: salesDocParams,
    body: salesDocSaveBody,
  } as const,
  step: (name: string) =>
    ({
      method: 'POST',
      path: `${base}/{Id}/${name}`,
      permission: right('U'),
      params: salesDocParams,
      body: salesDocStepBody,
    }) as const,
  end: (name: string) =>
    ({
      method: 'POST',
      path: `${base}/{Id}/${name}`,
      permission: right('U'),
      params: salesDocParams,
      body: salesDocEndBody,
    }) as const,
  audit: {
    method: 'GET',
    path: `${base}/{Id}/Audit`,
    permission: right('R'),
    params: salesDocParams,
    query: auditQuery,
    response: auditPage,
  } as const,
});

const so = documentRoutes('Sales/SalesOrders', SO);
const est = documentRoutes('Sales/SalesEstimates', EST);

export const salesOrderRoutes = {
  salesOrders: route({ ...so.list, query: salesOrdersQuery }),
  salesOrder: route({ ...so.one, response: salesDocAnswer }),
  createSalesOrder: route({ ...so.create, response: salesDocAnswer }),
  saveSalesOrder: route({ ...so.save, response: salesDocAnswer }),
  approveSalesOrder: route({ ...so.step('Approve'), response: salesDocAnswer }),
  cancelSalesOrder: route({ ...so.end('Cancel'), response: salesDocAnswer }),
  closeSalesOrder: route({ ...so.end('Close'), response: salesDocAnswer }),
  salesOrderAudit: route(so.audit),
  salesEstimates: route({ ...est.list, query: salesEstimatesQuery }),
  salesEstimate: route({ ...est.one, response: salesDocAnswer }),
  createSalesEstimate: route({ ...est.create, response: salesDocAnswer }),
  saveSalesEstimate: route({ ...est.save, response: salesDocAnswer }),
  approveSalesEstimate: route({ ...est.step('Approve'), response: salesDocAnswer }),
  declineSalesEstimate: route({ ...est.end('Decline'), response: salesDocAnswer }),
  cancelSalesEstimate: route({ ...est.end('Cancel'), response: salesDocAnswer }),
  /** "Convert to sales order": the estimate's U; the order it writes needs SO C too (checked by the call: 403). */
  convertSalesEstimate: route({ ...est.step('Convert'), response: salesDocAnswer }),
  salesEstimateAudit: route(est.audit),
  /** Packages, shipments, delivery and invoicing of sales orders (docs/sales-fulfilment.md). */
  ...packageRoutes,
  /** Returns of an order's shipped and invoiced goods (docs/sales-returns-orders.md). */
  ...soReturnRoutes,
} as const;

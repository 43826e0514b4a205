import { expect } from 'vitest';
import { packageRoutes } from '@shared/api/routes/packages';
import { salesOrderRoutes } from '@shared/api/routes/sales-orders';
import type { FulfilmentAnswer, PackageAnswer, SoInvoiceAnswer } from '@shared/fulfilment/package-schemas';
import type { SalesDocAnswer } from '@shared/sales-orders/so-schemas';
import { invoke, type Answer } from './invoke';

/** Packages, shipments and a sales order's invoicing (docs/sales-fulfilment.md) through the real handlers. */

export async function ok<T>(answer: Promise<Answer<T>>): Promise<T> {
  const a = await answer;
  expect(a.status, JSON.stringify(a.body)).toBe(200);
  return a.body;
}

/** A sales order made and approved: `lines` of item, quantity and price. */
export async function approvedOrder(
  token: string,
  Cust: string,
  WhId: string,
  Lines: { ItemId: string; Qty: number; UnPr: number }[],
): Promise<SalesDocAnswer> {
  const made = await ok(
    invoke<SalesDocAnswer>(salesOrderRoutes.createSalesOrder, { token, body: { Cust, WhId, Lines, Sts: 'New' } }),
  );
  return ok(
    invoke<SalesDocAnswer>(salesOrderRoutes.approveSalesOrder, {
      token,
      params: { Id: made._id },
      body: { ver: made.ver },
    }),
  );
}

export const packAs = (
  token: string,
  so: { _id: string; ver: number },
  WhId: string,
  Lines: { LineId: string; Qty: number }[],
) => invoke<PackageAnswer>(packageRoutes.createPackage, { token, body: { SoId: so._id, SoVer: so.ver, WhId, Lines } });

export const shipAs = (token: string, pkg: { _id: string; ver: number }, Carrier = 'VRL Logistics') =>
  invoke<PackageAnswer>(packageRoutes.shipPackage, {
    token,
    params: { Id: pkg._id },
    body: { ver: pkg.ver, Carrier, TrackNo: 'VRL123456' },
  });

export const deliverAs = (token: string, pkg: { _id: string; ver: number }) =>
  invoke<PackageAnswer>(packageRoutes.deliverPackage, { token, params: { Id: pkg._id }, body: { ver: pkg.ver } });

export const invoiceAs = (token: string, so: { _id: string; ver: number }, Lines: { LineId: string; Qty: number }[]) =>
  invoke<SoInvoiceAnswer>(packageRoutes.invoiceSalesOrder, {
    token,
    params: { Id: so._id },
    body: { ver: so.ver, Lines },
  });

export const fulfilmentOf = (token: string, Id: string) =>
  ok(invoke<FulfilmentAnswer>(packageRoutes.salesOrderFulfilment, { token, params: { Id } }));

export const packageOf = (token: string, Id: string) =>
  ok(invoke<PackageAnswer>(packageRoutes.package, { token, params: { Id } }));

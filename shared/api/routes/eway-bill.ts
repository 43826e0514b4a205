import * as z from 'zod';
import { inModule, resource } from '../../access/permission';
import { ewayBillQuery } from '../../gst/returns/eway-bill-schemas';
import { defineRoute, type RouteDef } from '../route';

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'invoices' as const });

/**
 * The e-way bill file of an issued invoice (docs/gst-returns.md 'E-way bill file'), a
 * call of the `invoices` family beside the e-invoice file: whoever may read the
 * invoice may download the file its goods travel with.
 */
export const ewayBillRoutes = {
  ewayBillExport: route({
    method: 'GET',
    path: 'Reports/EWayBill/Json',
    permission: inModule('Accounting', resource('Accounting', 'Invoice', 'R')),
    query: ewayBillQuery,
    response: z.record(z.string(), z.unknown()),
  }),
} as const;

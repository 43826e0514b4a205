import * as z from 'zod';
import { inModule, resource } from '../../access/permission';
import { ewayBillQuery } from '../../gst/returns/eway-bill-schemas';
import { defineRoute, type RouteDef } from '../route';

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'invoices' as const });

/**
 * The e-way bill file of an issued invoice, or of a vendor bill from an unregistered
 * vendor (docs/gst-returns.md 'E-way bill file'), calls of the `invoices` family beside
 * the e-invoice file: whoever may read the document may download the file its goods
 * travel with.
 */
export const ewayBillRoutes = {
  ewayBillExport: route({
    method: 'GET',
    path: 'Reports/EWayBill/Json',
    permission: inModule('Accounting', resource('Accounting', 'Invoice', 'R')),
    query: ewayBillQuery,
    response: z.record(z.string(), z.unknown()),
  }),
  /** An inward supply from an unregistered vendor: the buyer makes the e-way bill (Rule 138(1)). */
  ewayBillOfBill: route({
    method: 'GET',
    path: 'Reports/EWayBill/Bill/Json',
    permission: inModule('Accounting', resource('Accounting', 'Bill', 'R')),
    query: ewayBillQuery,
    response: z.record(z.string(), z.unknown()),
  }),
} as const;

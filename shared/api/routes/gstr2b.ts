import * as z from 'zod';
import { resource, type Permission } from '../../access/permission';
import {
  GSTR2B_MAX_BODY_BYTES,
  gstr2bCsvQuery,
  gstr2bImportBody,
  gstr2bQuery,
  gstr2bView,
} from '../../gst/returns/gstr2b-call-schemas';
import { defineRoute, type RouteDef } from '../route';

/**
 * GSTR-2B import and reconciliation with the bills (docs/purchasing.md §17.5), in the
 * `invoices` family with the other GST returns. Report 402 (GSTR2) reads and imports:
 * the import only feeds this report; the GST-type rule (platform §6) is the handler's.
 */
const GSTR2: Permission = resource('Reports', '402', 'R');

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'invoices' as const });

export const gstr2bRoutes = {
  gstr2b: route({ method: 'GET', path: 'Reports/GSTR2B', permission: GSTR2, query: gstr2bQuery, response: gstr2bView }),
  gstr2bImport: route({
    method: 'POST',
    path: 'Reports/GSTR2B',
    permission: GSTR2,
    body: gstr2bImportBody,
    response: gstr2bView,
    maxBodyBytes: GSTR2B_MAX_BODY_BYTES,
  }),
  gstr2bCsv: route({
    method: 'GET',
    path: 'Reports/GSTR2B/Csv',
    permission: GSTR2,
    query: gstr2bCsvQuery,
    response: z.string(),
    binaryResponse: true,
  }),
} as const;

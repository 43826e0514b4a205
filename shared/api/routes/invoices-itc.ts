import * as z from 'zod';
import { inModule, resource, type Permission } from '../../access/permission';
import {
  gstr2Query,
  gstr2View,
  itcPeriodAnswer,
  itcPeriodBody,
  itcPeriodParams,
} from '../../gst/returns/gstr2-schemas';
import { gstr3bQuery, gstr3bView } from '../../gst/returns/gstr3b-schemas';
import { defineRoute, type RouteDef } from '../route';

/**
 * Input tax credit and GSTR-3B, calls of the `invoices` family beside GSTR-1
 * (docs/gst-returns.md 'GSTR-2 / ITC', 'GSTR-3B'): the report ids of the GST
 * group (shared/access/report-catalogue.ts: 402 GSTR2, 405 Tax liability, which
 * is what GSTR-3B states); the GST-type rule is the handler's. Moving a bill's
 * credit to another period is an edit of the bill (Accounting `Bill` U).
 */
const GSTR2: Permission = resource('Reports', '402', 'R');
const GSTR3B: Permission = resource('Reports', '405', 'R');
const BILL_U: Permission = inModule('Accounting', resource('Accounting', 'Bill', 'U'));

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'invoices' as const });

export const itcRoutes = {
  gstr2: route({ method: 'GET', path: 'Reports/GSTR2', permission: GSTR2, query: gstr2Query, response: gstr2View }),
  gstr2Csv: route({
    method: 'GET',
    path: 'Reports/GSTR2/Csv',
    permission: GSTR2,
    query: gstr2Query,
    response: z.string(),
    binaryResponse: true,
  }),
  gstr3b: route({
    method: 'GET',
    path: 'Reports/GSTR3B',
    permission: GSTR3B,
    query: gstr3bQuery,
    response: gstr3bView,
  }),
  gstr3bCsv: route({
    method: 'GET',
    path: 'Reports/GSTR3B/Csv',
    permission: GSTR3B,
    query: gstr3bQuery,
    response: z.string(),
    binaryResponse: true,
  }),
  billItcPeriod: route({
    method: 'PUT',
    path: 'Bills/Bills/{Id}/ItcPeriod',
    permission: BILL_U,
    params: itcPeriodParams,
    body: itcPeriodBody,
    response: itcPeriodAnswer,
  }),
} as const;

import * as z from 'zod';
import { isoDate } from '../../fields/iso-date';
import { SESSION } from '../../access/permission';
import { taxCode } from '../../documents/tax-codes';
import { defineRoute } from '../route';

/**
 * Reference lookups (spec service-documents §7 'Insurance and geography',
 * 'Accounts, categories, quick lists'). All read-only and global; the spec marks
 * them cached, and GETs under System/Lookups are sent with Cache-Control.
 */

export const stateAnswer = z.object({
  StCode: z.string(),
  Name: z.string(),
  Kind: z.enum(['State', 'UT', 'Other']),
  Legacy: z.literal(true).optional(),
});
export const insurerAnswer = z.object({ _id: z.string(), Name: z.string(), Sector: z.enum(['Public', 'Private']) });
export const accountAnswer = z.object({
  _id: z.number().int(),
  Name: z.string(),
  Type: z.literal('Income'),
  Use: z.enum(['Labor', 'Parts']),
});
export const categoryAnswer = z.object({ _id: z.string(), Name: z.string(), Pos: z.number().int() });
export const timeZoneAnswer = z.object({ Id: z.string(), Offset: z.string() });

export const lookupsRoutes = {
  states: defineRoute({
    method: 'GET',
    path: 'System/StatesCities/States',
    family: 'lookups',
    permission: SESSION,
    /** All=true also lists the legacy codes 25 and 28 (for old documents). */
    query: z.object({ All: z.enum(['true', 'false']).optional() }),
    response: z.array(stateAnswer),
  }),
  cities: defineRoute({
    method: 'GET',
    path: 'System/StatesCities/{state}/Cities',
    family: 'lookups',
    permission: SESSION,
    /** A GST state code ('29') or a state name ('Karnataka'). */
    params: z.object({ state: z.string().min(1).max(60) }),
    response: z.array(z.string()),
  }),
  timeZones: defineRoute({
    method: 'GET',
    path: 'System/Lookups/TimeZones',
    family: 'lookups',
    permission: SESSION,
    response: z.array(timeZoneAnswer),
  }),
  taxCodes: defineRoute({
    method: 'GET',
    path: 'System/TaxCodes',
    family: 'lookups',
    permission: SESSION,
    /** Date=YYYY-MM-DD gives only the versions in force that day (one per code). */
    query: z.object({ Date: isoDate.optional() }),
    response: z.array(taxCode),
  }),
  insurers: defineRoute({
    method: 'GET',
    path: 'System/Insurance',
    family: 'lookups',
    permission: SESSION,
    response: z.array(insurerAnswer),
  }),
  laborIncomeAccounts: defineRoute({
    method: 'GET',
    path: 'Settings/ChartOfAccounts/LaborAccountsByType/Income',
    family: 'lookups',
    permission: SESSION,
    response: z.array(accountAnswer),
  }),
  partsIncomeAccounts: defineRoute({
    method: 'GET',
    path: 'Settings/ChartOfAccounts/PartsAccountsByType/Income',
    family: 'lookups',
    permission: SESSION,
    response: z.array(accountAnswer),
  }),
  categories: defineRoute({
    method: 'GET',
    path: 'Common/Categories',
    family: 'lookups',
    permission: SESSION,
    response: z.array(categoryAnswer),
  }),
} as const;

import { lookupsRoutes } from '@shared/api/routes/lookups';
import { createFamilyHandler } from '../lib/http/family-handler';
import {
  categories,
  cities,
  insurers,
  laborIncomeAccounts,
  partsIncomeAccounts,
  states,
  taxCodes,
  timeZones,
} from './lookup-calls';

/** Lambda of the `lookups` call family: global reference data. */
export const handler = createFamilyHandler(lookupsRoutes, {
  states,
  cities,
  timeZones,
  taxCodes,
  insurers,
  laborIncomeAccounts,
  partsIncomeAccounts,
  categories,
});

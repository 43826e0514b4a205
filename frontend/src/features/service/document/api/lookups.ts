import type { RouteResponse } from '@shared/api/route';
import { catalogueRoutes } from '@shared/api/routes/catalogue';
import { lookupsRoutes } from '@shared/api/routes/lookups';
import { partiesRoutes } from '@shared/api/routes/parties';
import { usersRoutes } from '@shared/api/routes/users';
import type { BodyType } from '@shared/catalogue/schemas';
import type { GuideOperationRow, PartRow } from '@shared/catalogue/call-schemas';
import { formatMoney } from '@shared/documents/money-format';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { lookupQueryOptions } from '../../../../lib/lookup-query';
import { recordSearch } from '../../../../components/combobox/record-search';

/**
 * The searches and lists the document screen picks from: complaints, operations
 * of the vehicle's body type, parts, vehicles, users, work-order types,
 * insurers and tax codes (customers: the one customer search in
 * components/combobox). Each search answers combobox options and keeps the
 * record it found, so a pick can fill the other cells of its line.
 */

/** Service/Complaints/SearchLite/{text}. */
export const complaintSearch = () =>
  recordSearch(
    async (text, signal) =>
      (await apiCall(catalogueRoutes.searchComplaintsLite, { params: { text }, query: {}, signal })).Items,
    (c) => ({ value: c.Desc, label: c.Desc }),
  );

/**
 * LTGS/{ltgId}/Opcodesearch/{text}: operations priced for the vehicle's body type
 * (hours × rate). Without a vehicle there is no guide, and nothing to price from.
 */
/** A labour time guide's id, as the body-type lookup answers it. */
export type GuideId = RouteResponse<typeof catalogueRoutes.guideOfBodyType>['_id'];

export const operationSearch = (ltgId: GuideId | undefined) =>
  recordSearch<GuideOperationRow>(
    async (text, signal) =>
      ltgId ? (await apiCall(catalogueRoutes.guideOpSearch, { params: { ltgId, text }, query: {}, signal })).Items : [],
    (op) => ({ value: op.Desc, label: op.Desc, detail: op.OpCode, figure: `${op.Hrs} h × ${formatMoney(op.Rate)}` }),
  );

/** DummyParts/ByDescriptionLite/{text}. */
export const partSearch = () =>
  recordSearch<PartRow>(
    async (text, signal) =>
      (await apiCall(catalogueRoutes.dummyPartsLite, { params: { text }, query: {}, signal })).Items,
    (p) => ({ value: p.Desc, label: p.Desc, detail: `${p.PCode} · ${p.Make}`, figure: formatMoney(p.UnPr) }),
  );

/** Products/Search?RegNo=: vehicles by registration number, with their current owner. */
export const vehicleSearch = () =>
  recordSearch(
    async (text, signal) =>
      (await apiCall(partiesRoutes.searchProducts, { query: { RegNo: text, Limit: 10 }, signal })).Items,
    (v) => ({
      value: v.RegNo ?? v._id,
      label: v.RegNo ?? v.VIN ?? v._id,
      detail: [v.Make, v.Model, v.Owner?.DName].filter(Boolean).join(' · '),
    }),
  );

/** Vendors/Search?Name=, after a first choice that takes the sublet off the line. */
export const NOT_SUBLET = 'Not sublet';
export const subletVendorSearch = () => {
  const found = recordSearch(
    async (text, signal) =>
      (await apiCall(partiesRoutes.searchVendors, { query: { Name: text, Limit: 10 }, signal })).Items,
    (v) => ({ value: v.DName, label: v.DName, detail: [v.Phone, v.Ct].filter(Boolean).join(' · ') }),
  );
  return {
    ...found,
    search: async (text: string, signal: AbortSignal) => [
      { value: '', label: NOT_SUBLET },
      ...(await found.search(text, signal)),
    ],
  };
};

/** Customers/{id}: the vehicles the customer owns now (`Vehs`), offered when she is picked before a vehicle. */
export const useCustomerVehicles = (custId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['service', 'customer-vehicles', custId],
    queryFn: async ({ signal }) =>
      (await apiCall(partiesRoutes.getCustomer, { params: { id: custId }, signal })).Vehs ?? [],
    enabled: enabled && custId !== '',
  });

/** Products/{id}: the body type decides the labour time guide; the owner is the customer. */
export const getVehicle = (id: string) => apiCall(partiesRoutes.getProduct, { params: { id } });

/** LTGS/GetLTGIDOfBodyType/{bodyType}: the guide the operations are priced from (cached like every guide lookup). */
export const useGuideOfBodyType = (body: BodyType | undefined) =>
  useQuery({
    ...lookupQueryOptions(catalogueRoutes.guideOfBodyType, { params: { bodyType: body ?? 'SEDAN' } }),
    enabled: body !== undefined,
  });

export const useTaxCodes = () => useQuery(lookupQueryOptions(lookupsRoutes.taxCodes, {}));
export const useInsurers = (enabled: boolean) => useQuery({ ...lookupQueryOptions(lookupsRoutes.insurers), enabled });
export const useWorkOrderTypes = () => useQuery(lookupQueryOptions(catalogueRoutes.workOrderTypes, { query: {} }));
/** Users of the organisation (advisors, technicians, surveyors); only asked with the right to read users. */
export const useUsers = (enabled: boolean) =>
  useQuery({
    queryKey: ['service', 'users'],
    queryFn: () => apiCall(usersRoutes.listUsers, { query: {} }),
    enabled,
    staleTime: 5 * 60_000,
  });

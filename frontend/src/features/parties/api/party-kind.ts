import { partiesRoutes } from '@shared/api/routes/parties';

/** Customers (patients in health-care branches) and vendors share one record shape and one set of calls. */
export type PartyKind = 'customer' | 'vendor';

/** The calls of each kind, picked from the parties family only (not the whole route table). */
export const PARTY_CALLS = {
  customer: {
    create: partiesRoutes.createCustomer,
    search: partiesRoutes.searchCustomers,
    recent: partiesRoutes.recentCustomers,
    get: partiesRoutes.getCustomer,
    update: partiesRoutes.updateCustomer,
  },
  vendor: {
    create: partiesRoutes.createVendor,
    search: partiesRoutes.searchVendors,
    recent: partiesRoutes.recentVendors,
    get: partiesRoutes.getVendor,
    update: partiesRoutes.updateVendor,
  },
} as const;

/** Query keys: every party query of a kind starts with its key, so one invalidation reaches searches and records. */
export const partyKey = (kind: PartyKind) => ['parties', kind] as const;
export const productKey = ['parties', 'product'] as const;

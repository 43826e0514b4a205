import { partiesRoutes } from '@shared/api/routes/parties';
import { createConnectionCode } from './connection-calls';
import { createFamilyHandler } from '../lib/http/family-handler';
import {
  connectedCustomers,
  connectedVendors,
  createCustomer,
  createVendor,
  getCustomer,
  getVendor,
  updateCustomer,
  updateVendor,
} from './party-calls';
import {
  assignOwnershipCall,
  createProduct,
  endOwnershipCall,
  getProduct,
  ownershipHistory,
  updateProduct,
} from './product-calls';
import { recentCustomers, recentProducts, recentVendors } from './recent-calls';
import { searchCustomers, searchProducts, searchVendors } from './search-calls';

/** Lambda of the `parties` call family: customers (patients), vendors, products (vehicles), ownership, search. */
export const handler = createFamilyHandler(partiesRoutes, {
  createCustomer,
  searchCustomers,
  recentCustomers,
  getCustomer,
  updateCustomer,
  createVendor,
  searchVendors,
  recentVendors,
  getVendor,
  updateVendor,
  createProduct,
  searchProducts,
  recentProducts,
  getProduct,
  updateProduct,
  ownershipHistory,
  assignOwnership: assignOwnershipCall,
  endOwnership: endOwnershipCall,
  connectedVendors,
  connectedCustomers,
  createConnectionCode,
});

import type { RouteObject } from 'react-router';

/**
 * Customers (patients), vendors and products (vehicles): spec platform §2
 * 'Common' routes. Id 'New' opens the create screen; paths keep the spec's spelling.
 */
export const partiesScreenRoutes: RouteObject[] = [
  { path: 'Customers/CustomerSearch', lazy: () => import('./customer-search') },
  { path: 'Customers/Customer/:Id', lazy: () => import('./customer') },
  { path: 'patients/patientsearch', lazy: () => import('./patient-search') },
  { path: 'Patients/Patient/:Id', lazy: () => import('./patient') },
  { path: 'Vendors/VendorSearch', lazy: () => import('./vendor-search') },
  { path: 'Vendors/Vendor/:Id', lazy: () => import('./vendor') },
  { path: 'Products/ProductSearch', lazy: () => import('./product-search') },
  { path: 'Products/Product/:Id', lazy: () => import('./product') },
];

import { industryLabels } from '@shared/access/industry-labels';
import { inModule, resource } from '@shared/access/permission';
import type { FeatureManifest } from '../../lib/screen-manifest';

const customersWord = (word: 'Customer' | 'Patient') => (industry: Parameters<typeof industryLabels>[0]) =>
  industryLabels(industry).Customer === word;

/**
 * Customers (patients), vendors and products (vehicles): spec platform §2
 * 'Common' routes. Id 'New' opens the create screen, so the record screens check
 * their own record-dependent right; paths keep the spec's spelling. Permissions
 * are the access model's, equal to those of the calls each screen makes
 * (app/screens.test.ts): the route tables themselves carry every schema and
 * stay out of the login route's bundle.
 */
export const partiesManifest: FeatureManifest = [
  {
    path: 'Customers/CustomerSearch',
    title: 'Customers',
    permission: resource('Common', 'Customer', 'R'),
    industries: customersWord('Customer'),
    menu: true,
    lazy: () => import('./routes/customer-search'),
  },
  {
    path: 'Customers/Customer/:Id',
    title: 'Customer',
    permission: resource('Common', 'Customer', 'R'),
    guard: 'screen',
    lazy: () => import('./routes/customer'),
  },
  {
    path: 'patients/patientsearch',
    title: 'Patients',
    permission: resource('Common', 'Customer', 'R'),
    industries: customersWord('Patient'),
    menu: true,
    lazy: () => import('./routes/patient-search'),
  },
  {
    path: 'Patients/Patient/:Id',
    title: 'Patient',
    permission: resource('Common', 'Customer', 'R'),
    guard: 'screen',
    lazy: () => import('./routes/patient'),
  },
  {
    path: 'Vendors/VendorSearch',
    title: 'Vendors',
    permission: resource('Common', 'Vendor', 'R'),
    menu: true,
    lazy: () => import('./routes/vendor-search'),
  },
  {
    path: 'Vendors/Vendor/:Id',
    title: 'Vendor',
    permission: resource('Common', 'Vendor', 'R'),
    guard: 'screen',
    lazy: () => import('./routes/vendor'),
  },
  {
    path: 'Products/ProductSearch',
    title: 'Products',
    industryLabel: 'Products',
    // What service work is done on (docs/decisions-parties.md 'Products belong to Service').
    module: 'Service',
    permission: inModule('Service', resource('Common', 'Product', 'R')),
    menu: true,
    lazy: () => import('./routes/product-search'),
  },
  {
    path: 'Products/Product/:Id',
    title: 'Product',
    industryLabel: 'Product',
    module: 'Service',
    permission: inModule('Service', resource('Common', 'Product', 'R')),
    guard: 'screen',
    lazy: () => import('./routes/product'),
  },
];

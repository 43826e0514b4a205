import * as z from 'zod';
import { ENTITY_ADMIN, inModule, resource, SESSION, type Right } from '../../access/permission';
import { connectedParty, party, partyCreateBody, partyUpdateBody } from '../../parties/party-schemas';
import { pageOf } from '../../fields/paging';
import { ownership, ownershipBody, product, productCreateBody, productUpdateBody } from '../../parties/product-schemas';
import {
  customerSearchQuery,
  partyRow,
  productRow,
  productSearchQuery,
  recentQuery,
  vendorSearchQuery,
} from '../../parties/search-schemas';
import { defineRoute } from '../route';

/**
 * Customers (shown as patients in health-care branches), vendors and products
 * (vehicles in auto branches): spec platform §2 'Common' routes, §3, §5, §7.
 * docs/data-model-parties.md has the API usage and the access patterns.
 */

/**
 * Products are what service work is done on, so their calls belong to the
 * Service module (docs/decisions-parties.md 'Products belong to Service').
 */
const productRight = (right: Right) => inModule('Service', resource('Common', 'Product', right));

const idParam = z.object({ id: z.string().min(1).max(64) });
const messageResponse = z.object({ message: z.string() });

export const partiesRoutes = {
  createCustomer: defineRoute({
    method: 'POST',
    path: 'Customers',
    family: 'parties',
    permission: resource('Common', 'Customer', 'C'),
    body: partyCreateBody,
    response: party,
  }),
  searchCustomers: defineRoute({
    method: 'GET',
    path: 'Customers/Search',
    family: 'parties',
    permission: resource('Common', 'Customer', 'R'),
    query: customerSearchQuery,
    response: pageOf(partyRow),
  }),
  recentCustomers: defineRoute({
    method: 'GET',
    path: 'Customers/Recent',
    family: 'parties',
    permission: resource('Common', 'Customer', 'R'),
    query: recentQuery,
    response: pageOf(partyRow),
  }),
  getCustomer: defineRoute({
    method: 'GET',
    path: 'Customers/{id}',
    family: 'parties',
    permission: resource('Common', 'Customer', 'R'),
    params: idParam,
    response: party,
  }),
  updateCustomer: defineRoute({
    method: 'PUT',
    path: 'Customers/{id}',
    family: 'parties',
    permission: resource('Common', 'Customer', 'U'),
    params: idParam,
    body: partyUpdateBody,
    response: party,
  }),
  createVendor: defineRoute({
    method: 'POST',
    path: 'Vendors',
    family: 'parties',
    permission: resource('Common', 'Vendor', 'C'),
    body: partyCreateBody,
    response: party,
  }),
  searchVendors: defineRoute({
    method: 'GET',
    path: 'Vendors/Search',
    family: 'parties',
    permission: resource('Common', 'Vendor', 'R'),
    query: vendorSearchQuery,
    response: pageOf(partyRow),
  }),
  recentVendors: defineRoute({
    method: 'GET',
    path: 'Vendors/Recent',
    family: 'parties',
    permission: resource('Common', 'Vendor', 'R'),
    query: recentQuery,
    response: pageOf(partyRow),
  }),
  getVendor: defineRoute({
    method: 'GET',
    path: 'Vendors/{id}',
    family: 'parties',
    permission: resource('Common', 'Vendor', 'R'),
    params: idParam,
    response: party,
  }),
  updateVendor: defineRoute({
    method: 'PUT',
    path: 'Vendors/{id}',
    family: 'parties',
    permission: resource('Common', 'Vendor', 'U'),
    params: idParam,
    body: partyUpdateBody,
    response: party,
  }),
  createProduct: defineRoute({
    method: 'POST',
    path: 'Products',
    family: 'parties',
    permission: productRight('C'),
    body: productCreateBody,
    response: product,
  }),
  searchProducts: defineRoute({
    method: 'GET',
    path: 'Products/Search',
    family: 'parties',
    permission: productRight('R'),
    query: productSearchQuery,
    response: pageOf(productRow),
  }),
  recentProducts: defineRoute({
    method: 'GET',
    path: 'Products/Recent',
    family: 'parties',
    permission: productRight('R'),
    query: recentQuery,
    response: pageOf(productRow),
  }),
  getProduct: defineRoute({
    method: 'GET',
    path: 'Products/{id}',
    family: 'parties',
    permission: productRight('R'),
    params: idParam,
    response: product,
  }),
  updateProduct: defineRoute({
    method: 'PUT',
    path: 'Products/{id}',
    family: 'parties',
    permission: productRight('U'),
    params: idParam,
    body: productUpdateBody,
    response: product,
  }),
  ownershipHistory: defineRoute({
    method: 'GET',
    path: 'Products/{id}/Ownership',
    family: 'parties',
    permission: productRight('R'),
    params: idParam,
    response: z.array(ownership),
  }),
  assignOwnership: defineRoute({
    method: 'POST',
    path: 'Products/{id}/Ownership/Assign',
    family: 'parties',
    permission: productRight('U'),
    params: idParam,
    body: ownershipBody,
    response: messageResponse,
  }),
  endOwnership: defineRoute({
    method: 'POST',
    path: 'Products/{id}/Ownership/End',
    family: 'parties',
    permission: productRight('U'),
    params: idParam,
    body: ownershipBody,
    response: messageResponse,
  }),
  // The chat menu of every employee lists connected organisations (spec §2 'Chat
  // side menu'), so any session may read these names; no customer details leave.
  /**
   * A connection code for the caller's branch (docs/decisions-parties.md): another business
   * enters it as `Connect: { Code }` on its customer or vendor record. Not in the
   * spec; path ours (docs/decisions-parties.md).
   */
  createConnectionCode: defineRoute({
    method: 'POST',
    path: 'Common/ConnectionCodes',
    family: 'parties',
    permission: ENTITY_ADMIN,
    body: z.strictObject({}),
    response: z.object({ Code: z.string(), Expires: z.string() }),
  }),
  connectedVendors: defineRoute({
    method: 'GET',
    path: 'Common/Vendors/AllConnected',
    family: 'parties',
    permission: SESSION,
    response: z.array(connectedParty),
  }),
  connectedCustomers: defineRoute({
    method: 'GET',
    path: 'Common/Customers/AllConnected',
    family: 'parties',
    permission: SESSION,
    response: z.array(connectedParty),
  }),
} as const;

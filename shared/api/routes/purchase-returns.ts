import { inModule, resource, type Permission } from '../../access/permission';
import {
  creditableAnswer,
  creditNoteBody,
  debitNoteBody,
  idParams,
  noteAnswer,
  notesPage,
  purchaseReturnBody,
  returnableAnswer,
  returnAnswer,
  returnsPage,
  returnsQuery,
} from '../../purchasing/return-schemas';
import { defineRoute, type RouteDef } from '../route';
import { vendorAdvanceRoutes } from './vendor-advances';

/**
 * Purchase returns, our debit notes and the vendors' credit notes received
 * (docs/purchase-returns.md §7): the `purchasereturns` family, one Lambda of
 * its own (the `purchasing` Lambda is near its budget of zod schemas). Access
 * is the spec's Inventory `DNote` (platform §3): R lists and opens, C records.
 */
const DNOTE = (right: 'C' | 'R'): Permission => inModule('Inventory', resource('Inventory', 'DNote', right));

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) =>
  defineRoute({ ...r, family: 'purchasereturns' as const });

export const purchaseReturnsRoutes = {
  purchaseReturns: route({
    method: 'GET',
    path: 'PurchaseReturns/PurchaseReturns',
    permission: DNOTE('R'),
    query: returnsQuery,
    response: returnsPage,
  }),
  purchaseReturn: route({
    method: 'GET',
    path: 'PurchaseReturns/PurchaseReturns/{Id}',
    permission: DNOTE('R'),
    params: idParams,
    response: returnAnswer,
  }),
  createPurchaseReturn: route({
    method: 'POST',
    path: 'PurchaseReturns/PurchaseReturns',
    permission: DNOTE('C'),
    body: purchaseReturnBody,
    response: returnAnswer,
  }),
  returnableReceive: route({
    method: 'GET',
    path: 'PurchaseReturns/Returnable/{Id}',
    permission: DNOTE('C'),
    params: idParams,
    response: returnableAnswer,
  }),
  creditableBill: route({
    method: 'GET',
    path: 'PurchaseReturns/Creditable/{Id}',
    permission: DNOTE('C'),
    params: idParams,
    response: creditableAnswer,
  }),
  debitNotes: route({
    method: 'GET',
    path: 'PurchaseReturns/DebitNotes',
    permission: DNOTE('R'),
    query: returnsQuery,
    response: notesPage,
  }),
  debitNote: route({
    method: 'GET',
    path: 'PurchaseReturns/DebitNotes/{Id}',
    permission: DNOTE('R'),
    params: idParams,
    response: noteAnswer,
  }),
  createDebitNote: route({
    method: 'POST',
    path: 'PurchaseReturns/DebitNotes',
    permission: DNOTE('C'),
    body: debitNoteBody,
    response: noteAnswer,
  }),
  vendorCredits: route({
    method: 'GET',
    path: 'PurchaseReturns/VendorCredits',
    permission: DNOTE('R'),
    query: returnsQuery,
    response: notesPage,
  }),
  vendorCredit: route({
    method: 'GET',
    path: 'PurchaseReturns/VendorCredits/{Id}',
    permission: DNOTE('R'),
    params: idParams,
    response: noteAnswer,
  }),
  createVendorCredit: route({
    method: 'POST',
    path: 'PurchaseReturns/VendorCredits',
    permission: DNOTE('C'),
    body: creditNoteBody,
    response: noteAnswer,
  }),
  ...vendorAdvanceRoutes,
} as const;

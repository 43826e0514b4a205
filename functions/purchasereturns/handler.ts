import { purchaseReturnsRoutes } from '@shared/api/routes/purchase-returns';
import { createFamilyHandler } from '../lib/http/family-handler';
import { applyVendorAdvance } from './advance-calls';
import {
  createDebitNote,
  createVendorCredit,
  readDebitNote,
  readVendorCredit,
  searchDebitNotes,
  searchVendorCredits,
} from './note-calls';
import { createReturn, creditable, readReturn, returnable, searchReturns } from './return-calls';

/** Lambda of the `purchasereturns` call family: purchase returns, vendor debit notes and credit notes received (docs/purchase-returns.md). */
export const handler = createFamilyHandler(purchaseReturnsRoutes, {
  purchaseReturns: searchReturns,
  purchaseReturn: readReturn,
  createPurchaseReturn: createReturn,
  returnableReceive: returnable,
  creditableBill: creditable,
  debitNotes: searchDebitNotes,
  debitNote: readDebitNote,
  createDebitNote,
  vendorCredits: searchVendorCredits,
  vendorCredit: readVendorCredit,
  createVendorCredit,
  applyVendorAdvance,
});

import { ApiError, ErrorCode } from '@shared/api/errors';
import { lineGroupsOf, type DocumentType } from './document-type';
import { ADJUSTMENT } from './types/adjustment-type';
import { BILL, BILL_PAYMENT } from './types/bill-types';
import { DELIVERY_CHALLAN } from './types/challan-type';
import { CREDIT_NOTE, INVOICE } from './types/invoice-types';
import { PACKAGE } from './types/package-type';
import { MATERIAL_IN, MATERIAL_OUT } from './types/material-types';
import { PAYMENT } from './types/payment-type';
import { PURCHASE_RETURN, VENDOR_CREDIT_NOTE, VENDOR_DEBIT_NOTE } from './types/purchase-return-types';
import { PURCHASE_ORDER, PURCHASE_RECEIVE } from './types/purchase-types';
import { SALES_RECEIPT } from './types/sales-receipt-type';
import { SALES_RETURN } from './types/sales-return-type';
import { SALES_ESTIMATE, SALES_ORDER } from './types/sales-order-types';
import { ESTIMATE, REPAIR_ORDER } from './types/service-types';
import { TICKET } from './types/ticket-type';
import { TRANSFER_ORDER } from './types/transfer-type';

/**
 * Every document type the store keeps, by the header's `type`. A read finds
 * its type here from the header it meets, so one Query of a partition serves
 * every type; a new type is listed here once (docs/architecture.md 'A new document type').
 */
const TYPES: readonly DocumentType[] = [
  ESTIMATE,
  REPAIR_ORDER,
  INVOICE,
  CREDIT_NOTE,
  PAYMENT,
  ADJUSTMENT,
  MATERIAL_IN,
  MATERIAL_OUT,
  TRANSFER_ORDER,
  PURCHASE_ORDER,
  PURCHASE_RECEIVE,
  SALES_RECEIPT,
  SALES_RETURN,
  BILL,
  BILL_PAYMENT,
  PURCHASE_RETURN,
  VENDOR_DEBIT_NOTE,
  VENDOR_CREDIT_NOTE,
  TICKET,
  DELIVERY_CHALLAN,
  PACKAGE,
  SALES_ORDER,
  SALES_ESTIMATE,
] as DocumentType[];

/** No prefix may start another of the same type: an item would then belong to two groups. */
for (const type of TYPES) {
  const prefixes = lineGroupsOf(type).map((g) => type.lineGroups[g]);
  for (const a of prefixes)
    for (const b of prefixes)
      if (a !== undefined && b !== undefined && a !== b && b.startsWith(a))
        throw new Error(`${type.kind}: line prefix ${b} starts with ${a}`);
}

const BY_KIND = new Map(TYPES.map((t) => [t.kind, t]));

export function documentType(kind: string): DocumentType {
  const type = BY_KIND.get(kind);
  // A header of an unknown type is a programming error, never a user's: no partial answer.
  if (!type) throw new ApiError(ErrorCode.Internal, `No document type ${kind}`);
  return type;
}

export const isDocumentKind = (kind: unknown): boolean => typeof kind === 'string' && BY_KIND.has(kind);

import { newItemStatus } from '../documents/line-rules';
import { repairOrderStatusFromItems } from '../documents/rollups';
import { itemStatuses } from './line-statuses';
import { mergeLines, ORDER_PREFIXES } from './merge-lines';
import {
  DISCOUNT_HEADER_FIELDS,
  type EstimateDoc,
  PARTY_HEADER_FIELDS,
  pickHeader,
  type RepairOrderDoc,
} from './service-docs';

/**
 * Convert To WO (service-documents §2, §4): an approved estimate becomes a
 * repair order. Lines get the order's prefixes (EO→WO, EP→WP, ECo→WCo; complaints
 * keep WC) numbered from 1, and the links between them (CompId, OpId, CollId)
 * follow. The order starts Approved, so every line is Approved by the new-item
 * rule (§4); the estimate's price stays on each line as the quoted column
 * (EstPr). Cancelled and declined estimate lines are not carried: the estimate
 * keeps them. The estimate becomes Converted and names its order (WOId).
 */
export type Conversion<T extends EstimateDoc> = { readonly estimate: T; readonly order: RepairOrderDoc };

export const convertToRepairOrder = <T extends EstimateDoc>(est: T, orderId: string): Conversion<T> => {
  const header = {
    ...pickHeader(est, [...PARTY_HEADER_FIELDS, ...DISCOUNT_HEADER_FIELDS]),
    _id: orderId,
    Sts: 'Approved',
    ...(est._id !== undefined ? { EstId: est._id } : {}),
    SuppEst: [],
  } as RepairOrderDoc;
  const { document } = mergeLines(header, est, {
    prefixes: ORDER_PREFIXES,
    addedStatus: newItemStatus({ Sts: 'Approved', isEstimate: false }),
    quoteInEstPr: true,
  });
  const order: RepairOrderDoc = { ...document, Sts: repairOrderStatusFromItems('Approved', itemStatuses(document)) };
  return { estimate: { ...est, Sts: 'Converted', WOId: orderId }, order };
};

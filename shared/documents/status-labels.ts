import type { EstimateStatus, InvoiceStatus, LineStatus, RepairOrderStatus } from './statuses';

/**
 * How a status reads on a screen or a print. The stored codes are the spec's
 * (service-documents §4: WtngForAppr, PartsAvl...) and never change; people
 * read these words. One table for lines, repair orders, estimates and invoices:
 * a code means the same thing wherever it appears.
 */
export type DocumentStatus = LineStatus | RepairOrderStatus | EstimateStatus | InvoiceStatus;

export const STATUS_LABELS: Readonly<Record<DocumentStatus, string>> = {
  New: 'New',
  WtngForAppr: 'Waiting for Approval',
  Approved: 'Approved',
  InProgress: 'In Progress',
  PartsAvl: 'Parts Available',
  WtngForParts: 'Waiting for Parts',
  OnHold: 'On Hold',
  Review: 'Review',
  Completed: 'Completed',
  Cancelled: 'Cancelled',
  Declined: 'Declined',
  BeingInspected: 'Being Inspected',
  Closed: 'Closed',
  Supplementary: 'Supplementary',
  Converted: 'Converted',
  Unpaid: 'Unpaid',
  Partial: 'Partial',
  Draft: 'Draft',
  Paid: 'Paid',
};

const isKnown = (code: string): code is DocumentStatus => Object.hasOwn(STATUS_LABELS, code);

/** The readable label of a status code; an unknown code (a newer server) shows as sent rather than blank. */
export const statusLabel = (code: string): string => (isKnown(code) ? STATUS_LABELS[code] : code);

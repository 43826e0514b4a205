import type { EstimateStatus, LineStatus, RepairOrderStatus } from '../documents/statuses';

/**
 * Words for the spec's status codes (service-documents §4). The codes stay the
 * contract; these are what a person reads on a screen, a print or a message.
 */
export const STATUS_LABELS: Readonly<Record<LineStatus | RepairOrderStatus | EstimateStatus, string>> = {
  New: 'New',
  BeingInspected: 'Being inspected',
  WtngForAppr: 'Waiting for approval',
  Approved: 'Approved',
  InProgress: 'In progress',
  PartsAvl: 'Parts available',
  WtngForParts: 'Waiting for parts',
  OnHold: 'On hold',
  Review: 'In review',
  Completed: 'Completed',
  Closed: 'Closed',
  Cancelled: 'Cancelled',
  Declined: 'Declined',
  Supplementary: 'Supplementary',
  Converted: 'Converted',
};

export const statusLabel = (s: LineStatus | RepairOrderStatus | EstimateStatus): string => STATUS_LABELS[s];

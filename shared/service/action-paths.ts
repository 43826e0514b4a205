import type { EstimateActions, RepairOrderActions } from '../documents/actions';
import type { EstimateActionPath, RepairOrderActionPath } from './call-schemas';

/**
 * The buttons of service-documents §2 (the labels of shared/documents/actions.ts)
 * and the path segment each one posts to (`POST Service/Estimates/{Id}/{Action}`,
 * call-schemas ESTIMATE_ACTION_PATHS / REPAIR_ORDER_ACTION_PATHS). One table, so
 * the screen that shows "Declined" and the handler that answers "Decline" agree.
 */
export const ESTIMATE_ACTION_PATH: Readonly<Record<keyof EstimateActions, EstimateActionPath>> = {
  Approve: 'Approve',
  'Convert To WO': 'ConvertToWO',
  ReOpen: 'ReOpen',
  'Add Supplementary': 'AddSupplementary',
  Cancel: 'Cancel',
  Declined: 'Decline',
  Hold: 'Hold',
  Restart: 'Restart',
};

export const REPAIR_ORDER_ACTION_PATH: Readonly<Record<keyof RepairOrderActions, RepairOrderActionPath>> = {
  Approve: 'Approve',
  Complete: 'Complete',
  Cancel: 'Cancel',
  Declined: 'Decline',
  Hold: 'Hold',
  'Generate Invoice': 'GenerateInvoice',
  ReOpen: 'ReOpen',
  Restart: 'Restart',
};

const invert = <L extends string, P extends string>(table: Readonly<Record<L, P>>): Readonly<Record<P, L>> =>
  Object.fromEntries(Object.entries(table).map(([label, path]) => [path, label])) as Record<P, L>;
const ESTIMATE_ACTION_LABEL = invert(ESTIMATE_ACTION_PATH);
const REPAIR_ORDER_ACTION_LABEL = invert(REPAIR_ORDER_ACTION_PATH);
/** The button label of an action path ('Decline' → 'Declined'). */
export const estimateActionLabel = (path: EstimateActionPath): keyof EstimateActions => ESTIMATE_ACTION_LABEL[path];
export const repairOrderActionLabel = (path: RepairOrderActionPath): keyof RepairOrderActions =>
  REPAIR_ORDER_ACTION_LABEL[path];

export type ServiceActionLabel = keyof EstimateActions | keyof RepairOrderActions;

/** Actions that end or set aside the work: the screen asks for a reason first (actionBody.Reason). */
export const ACTIONS_WITH_REASON: readonly ServiceActionLabel[] = ['Cancel', 'Declined'];

/** Actions whose answer is another document, and its kind: the new repair order, the new supplementary estimate. */
export const ANOTHER_DOCUMENT_OF: Readonly<Partial<Record<ServiceActionLabel, 'estimate' | 'repairOrder'>>> = {
  'Convert To WO': 'repairOrder',
  'Add Supplementary': 'estimate',
};

/** The path of an action label, or undefined for a label the kind of document does not have. */
export const actionPathOf = (
  kind: 'estimate' | 'repairOrder',
  label: string,
): EstimateActionPath | RepairOrderActionPath | undefined => {
  const table: Readonly<Record<string, EstimateActionPath | RepairOrderActionPath>> =
    kind === 'estimate' ? ESTIMATE_ACTION_PATH : REPAIR_ORDER_ACTION_PATH;
  return Object.hasOwn(table, label) ? table[label] : undefined;
};

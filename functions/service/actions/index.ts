/** The estimate and repair-order actions of the `service` family (issue 12 §1). */
export { estimateAction } from './estimate-action';
export { repairOrderAction } from './repair-order-action';

/** The estimate and repair-order actions of the `service` family (docs/service-actions.md). */
export { estimateAction } from './estimate-action';
export { repairOrderAction } from './repair-order-action';

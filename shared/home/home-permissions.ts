import { inModule, resource, type Permission } from '../access/permission';

/**
 * Who sees which of Home's figures (docs/home.md 'Who sees what'): the
 * permission of the list each figure opens, so a figure never shows what its
 * list would refuse. `home-permissions.test.ts` pins each to its route.
 */
export const HOME_FIGURE_PERMISSIONS = {
  /** The repair-order dashboard (GET Service/WorkOrders/Dashboard). */
  orders: inModule('Service', resource('Service', 'WO', 'R')),
  /** The estimate dashboard (GET Service/Estimates/Dashboard). */
  estimates: inModule('Service', resource('Service', 'Est', 'R')),
  /** The profit and loss and its sales by payer (report 501). */
  revenue: resource('Reports', '501', 'R'),
  /** The receivables ageing (report 202). */
  receivables: resource('Reports', '202', 'R'),
} as const satisfies Record<string, Permission>;

export type HomeFigureKind = keyof typeof HOME_FIGURE_PERMISSIONS;

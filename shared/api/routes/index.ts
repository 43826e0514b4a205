import type { RouteDef } from '../route';
import { iamRoutes } from './iam';
import { settingsRoutes } from './settings';
import { lookupsRoutes } from './lookups';
import { usersRoutes } from './users';
import { partiesRoutes } from './parties';
import { catalogueRoutes } from './catalogue';
import { serviceRoutes } from './service';
import { invoicesRoutes } from './invoices';
import { chatRoutes } from './chat';
import { inventoryRoutes } from './inventory';
import { purchasingRoutes } from './purchasing';
import { salesRoutes } from './sales';
import { booksRoutes } from './books';
import { purchaseReturnsRoutes } from './purchase-returns';
import { purchaseOrderStepRoutes } from './purchase-order-steps';
import { homeRoutes } from './home';
import { remindersRoutes } from './reminders';
import { inspectionRoutes } from './inspections';
import { ticketRoutes } from './tickets';
import { appointmentFamilyRoutes } from './appointments';
import { approvalRoutes } from './approval';
import { shopFloorRoutes } from './shop-floor';
import { connectxRoutes } from './connectx';
import { salesOrderRoutes } from './sales-orders';

/**
 * Every call of the product, by family. The frontend client, the Lambda routers,
 * the local gateway and the CDK routes are all generated from this table.
 */
export const routeTable = {
  iam: iamRoutes,
  settings: settingsRoutes,
  lookups: lookupsRoutes,
  users: usersRoutes,
  parties: partiesRoutes,
  catalogue: catalogueRoutes,
  service: serviceRoutes,
  invoices: invoicesRoutes,
  chat: chatRoutes,
  inventory: inventoryRoutes,
  purchasing: purchasingRoutes,
  sales: salesRoutes,
  books: booksRoutes,
  purchasereturns: purchaseReturnsRoutes,
  purchaseorders: purchaseOrderStepRoutes,
  home: homeRoutes,
  reminders: remindersRoutes,
  inspections: inspectionRoutes,
  tickets: ticketRoutes,
  appointments: appointmentFamilyRoutes,
  approvals: approvalRoutes,
  shopfloor: shopFloorRoutes,
  connectx: connectxRoutes,
  salesorders: salesOrderRoutes,
} as const;

export const allRoutes = (): RouteDef[] => Object.values(routeTable).flatMap((family) => Object.values(family));

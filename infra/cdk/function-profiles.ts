import path from 'node:path';
import { FAMILIES, type CallFamily, type RouteDef } from '@shared/api/route';
import { routeTable } from '@shared/api/routes';
import { projectRoot } from './bundling';

/** Which S3 actions on the files bucket a function needs. */
export type FilesAccess = 'none' | 'read' | 'readWrite';

/** What one Lambda needs beyond the table and the JWT secret (which all get). */
export type FunctionProfile = {
  readonly memorySize: number;
  readonly timeoutSeconds: number;
  readonly files: FilesAccess;
  /** Posts to WebSocket connections through the management endpoint. */
  readonly postsToConnections: boolean;
  /** Sends OTPs by e-mail (SES) and SMS (SNS). */
  readonly notifies: boolean;
  /** Packages installed beside the bundle (never bundled: bundling.ts `runtimeModules`). */
  readonly runtimeModules: readonly string[];
};

const standard: FunctionProfile = {
  memorySize: 512,
  timeoutSeconds: 10,
  files: 'none',
  postsToConnections: false,
  notifies: false,
  runtimeModules: [],
};

/**
 * One entry per call family, so adding a family to FAMILIES fails the type
 * check until its needs are written down here (least privilege by default).
 */
export const familyProfiles: Record<CallFamily, FunctionProfile> = {
  // scrypt N=2^17 needs 128 MiB of working memory, and Lambda CPU grows with memory.
  iam: { ...standard, memorySize: 1024, notifies: true },
  // Creating a user and setting a user's password hash with the same scrypt cost as iam.
  users: { ...standard, memorySize: 1024 },
  // Entity logos are uploaded to and served from the files bucket; SVG logos are sanitised on jsdom.
  settings: { ...standard, files: 'readWrite', runtimeModules: ['jsdom'] },
  lookups: standard,
  parties: standard,
  catalogue: standard,
  // Estimates' and repair orders' changes are pushed to the branch's open connections (the live shop floor).
  service: { ...standard, postsToConnections: true },
  // Issuing a repair order's parts moves its status: the branch's open connections hear it.
  inventory: { ...standard, postsToConnections: true },
  purchasing: standard,
  // Counter sales and their returns: stock, payment and books in one transaction each.
  sales: standard,
  // The chart of accounts, journals, expenses and statements (the documents post in their own families).
  books: standard,
  // Purchase returns and vendor notes: stock, the bill, the books and the vendor's balance in one transaction each.
  purchasereturns: standard,
  // A purchase order's link goes to the vendor by SMS and e-mail through the notifier.
  purchaseorders: { ...standard, notifies: true },
  // Home's figures: reads of the status counts, the period balances and the month's indexes only.
  home: standard,
  // Reminders go to customers by SMS through the notifier (docs/reminders.md).
  reminders: { ...standard, notifies: true },
  // Inspection photos go through the files bucket; a status an inspection moves is pushed to the branch's connections.
  inspections: { ...standard, files: 'readWrite', postsToConnections: true },
  // Tickets: a document of the store per ticket, its lists and its notes.
  tickets: standard,
  // Appointments (check-in stays in service): a booking's change is pushed to the branch's open connections.
  appointments: { ...standard, postsToConnections: true },
  // Approval by link: the link goes out by SMS through the notifier; the page's inspection photos are signed
  // GETs of the files bucket; the estimate's new status is pushed to the branch's open connections.
  approvals: { ...standard, postsToConnections: true, files: 'read', notifies: true },
  // The live shop floor's board and wall displays: reads of the repair orders' index, the displays' records.
  shopfloor: standard,
  // ConnectX: a connected business's order or invoice, delivered into the receiver's own records (docs/connectx.md).
  connectx: standard,
  // Sales orders and estimates: documents of the store, numbered in their own transaction (docs/sales-orders.md).
  salesorders: standard,
  // Send SMS carries the invoice's link to the customer through the notifier.
  invoices: { ...standard, notifies: true },
  // Chat files live in the bucket; new messages are pushed to open connections.
  chat: { ...standard, files: 'readWrite', postsToConnections: true },
};

/** The WebSocket function answers $connect/$disconnect and relays chat actions. */
export const wsProfile: FunctionProfile = { ...standard, postsToConnections: true };

const isFamily = (name: string): name is CallFamily => (FAMILIES as readonly string[]).includes(name);

export type DeployedFamily = { readonly family: CallFamily; readonly routes: readonly RouteDef[] };

/** Families with at least one call in the route table, with their calls: each gets a Lambda. */
export function deployedFamilies(): DeployedFamily[] {
  return Object.entries(routeTable).flatMap(([family, calls]): DeployedFamily[] => {
    if (!isFamily(family)) throw new Error(`Route table family '${family}' is not in FAMILIES`);
    const routes: RouteDef[] = Object.values(calls);
    for (const route of routes) {
      if (route.family !== family)
        throw new Error(`${route.method} ${route.path} is listed under '${family}' but belongs to '${route.family}'`);
    }
    return routes.length > 0 ? [{ family, routes }] : [];
  });
}

export const familyEntry = (family: CallFamily): string => path.join(projectRoot, 'functions', family, 'handler.ts');
export const wsEntry = (): string => path.join(projectRoot, 'functions', 'chat', 'socket', 'handler.ts');

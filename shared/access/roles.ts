import type * as z from 'zod';
import { accessData, type AccessData } from './access-data';
import type { AccessUser } from './access-context';

/** Predefined role names (spec platform §6), in the spec's order. */
export const PREDEFINED_ROLE_NAMES = [
  'Owner',
  'Admin',
  'Service Manager',
  'Service Advisor',
  'Cashier',
  'Technician',
  'Parts Manager',
  'Parts Inventory Clerk',
] as const;
export type PredefinedRoleName = (typeof PREDEFINED_ROLE_NAMES)[number];

export type PredefinedRole = {
  readonly Name: PredefinedRoleName;
  readonly Predefined: true;
  readonly Access: AccessData;
};

type AccessInput = z.input<typeof accessData>;

const ALL = 'CRUD';

/**
 * Access data of each predefined role for an auto workshop (AUTO-2: Accounting,
 * Service and Inventory on). Parsed through the `accessData` schema so that the
 * defaults are filled and a typo in a permission string fails at start-up.
 * The table in docs/access-model.md mirrors these values.
 */
const ROLE_ACCESS: Record<PredefinedRoleName, AccessInput> = {
  // The workshop owner is the organisation's super admin: everything, everywhere.
  Owner: {
    SA: true,
    EA: true,
    Common: { Role: ALL, Dept: ALL, Desig: ALL, User: ALL, Customer: ALL, Vendor: ALL, Product: ALL, Geo: ALL },
    Accounting: { Access: true, MA: true },
    Service: { Access: true, MA: true },
    Inventory: { Access: true, MA: true },
    Sales: { Access: true, MA: true },
    Reports: { Access: true, MA: true },
    Works: { Access: true, MA: true },
  },
  // The branch admin: entity admin of the branch (settings, users, roles), not the main admin.
  Admin: {
    EA: true,
    Common: { Role: ALL, Dept: ALL, Desig: ALL, User: ALL, Customer: ALL, Vendor: ALL, Product: ALL, Geo: ALL },
    Accounting: { Access: true },
    Service: { Access: true },
    Inventory: { Access: true },
    Reports: { Access: true },
  },
  'Service Manager': {
    Common: { Customer: 'CRU', Product: 'CRU', Vendor: 'R' },
    Service: {
      Access: true,
      MA: true,
      // MA holds every right and flag of Service; the flags are written out so the role still reads right if MA is taken away.
      EdApprWO: true,
      EdCompWO: true,
      EdApprEst: true,
      EdApprPO: true,
      ReOpenWO: true,
      ReOpenEst: true,
      Disc: true,
      PrViz: true,
    },
    Accounting: { Access: true, Invoice: 'R' },
    Inventory: { Access: true, Item: 'R' },
    Reports: { Access: true },
  },
  'Service Advisor': {
    Common: { Customer: 'CRU', Product: 'CRU' },
    Service: { Access: true, Est: 'CRU', WO: 'CRU', Appt: 'CRU', CO: 'R', Ticket: 'CRU', Disc: true },
    // The advisor generates the invoice when the repair order is done, within a small discount cap.
    Accounting: { Access: true, Invoice: 'CR', InvDisc: true, InvDiscMax: '10%' },
  },
  Cashier: {
    // The vehicle on the repair orders and invoices the cashier opens.
    Common: { Customer: 'R', Product: 'R' },
    Accounting: { Access: true, Invoice: 'RU', CPay: 'CRU', SlsRcpt: 'R' },
    // The cashier opens the completed repair order and generates its invoices (docs/service-actions.md 'Generate Invoice').
    Service: { Access: true, WO: 'R' },
  },
  // My Jobs comes from the user's NoW.Tec flag (see ROLE_USER_DATA), not from access data.
  Technician: {
    Service: { Access: true, WO: 'R' },
    // My Inventory: the parts issued to their own jobs (allocatedparts/allocatedpartslist), nothing else of Inventory.
    Inventory: { Access: true, MyInv: 'R' },
  },
  'Parts Manager': {
    Common: { Vendor: 'CRU', Product: 'R' },
    Inventory: { Access: true, MA: true },
    // To see which repair orders wait for parts.
    Service: { Access: true, WO: 'R' },
  },
  'Parts Inventory Clerk': {
    // WO: lists the part lines waiting on repair orders and issues and returns them (items/IssueParts).
    Inventory: { Access: true, Item: 'CRU', Adjust: 'CR', WO: 'RU' },
  },
};

const role = (Name: PredefinedRoleName): PredefinedRole =>
  Object.freeze({ Name, Predefined: true, Access: accessData.parse(ROLE_ACCESS[Name]) });

/** The eight predefined roles, in the spec's order. */
export const PREDEFINED_ROLES: readonly PredefinedRole[] = Object.freeze(PREDEFINED_ROLE_NAMES.map(role));

/** The predefined role of that name. */
export function predefinedRole(name: PredefinedRoleName): PredefinedRole {
  const found = PREDEFINED_ROLES.find((candidate) => candidate.Name === name);
  if (found === undefined) throw new Error(`No predefined role ${name}`);
  return found;
}

/** Demo usernames, one per predefined role. */
export const DEMO_USERNAMES = [
  'owner',
  'admin',
  'manager',
  'advisor',
  'cashier',
  'technician',
  'partsmanager',
  'partsclerk',
] as const;
export type DemoUsername = (typeof DEMO_USERNAMES)[number];

/** Which predefined role each demo user holds. */
export const roleKey: Readonly<Record<DemoUsername, PredefinedRoleName>> = Object.freeze({
  owner: 'Owner',
  admin: 'Admin',
  manager: 'Service Manager',
  advisor: 'Service Advisor',
  cashier: 'Cashier',
  technician: 'Technician',
  partsmanager: 'Parts Manager',
  partsclerk: 'Parts Inventory Clerk',
});

/**
 * User data that goes with a role: NoW.Tec (technician flag) is user data, not
 * access data (spec platform §3), so a user given the Technician role also needs it.
 */
export const ROLE_USER_DATA: Readonly<Record<PredefinedRoleName, AccessUser>> = Object.freeze({
  Owner: {},
  Admin: {},
  'Service Manager': {},
  'Service Advisor': {},
  Cashier: {},
  Technician: { NoW: { Tec: true } },
  'Parts Manager': {},
  'Parts Inventory Clerk': {},
});

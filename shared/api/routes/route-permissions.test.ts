import { describe, expect, it } from 'vitest';
import { isPermitted } from '../../access/access-model';
import type { Permission } from '../../access/permission';
import { PREDEFINED_ROLES, type PredefinedRoleName } from '../../access/roles';
import { entityConfig } from '../../entity/entity-config';
import { routeKey } from '../route';
import { allRoutes } from './index';

/**
 * Every predefined role × every call of the route table, against
 * what spec platform §6 implies for an AUTO-2 workshop with Accounting, Service,
 * Inventory and Communication on (the demo workshop). The expectations are
 * written out by hand per permission, not recomputed: SA/EA bypass (Owner,
 * Admin), module switch plus user access, and the C/R/U/D strings of
 * shared/access/roles.ts.
 */
const workshop = entityConfig.parse({
  Industry: 'AUTO-2',
  Accounting: { Access: true },
  Service: { Access: true },
  Inventory: { Access: true },
  Comm: { Access: true },
});

const ALL: PredefinedRoleName[] = [
  'Owner',
  'Admin',
  'Service Manager',
  'Service Advisor',
  'Cashier',
  'Technician',
  'Parts Manager',
  'Parts Inventory Clerk',
];
const ADMINS: PredefinedRoleName[] = ['Owner', 'Admin'];

const permissionKey = (p: Permission): string => {
  if (p.kind === 'module') return `module:${p.module}`;
  if (p.kind === 'moduleAdmin') return `moduleAdmin:${p.module}${p.feature ? `+${p.feature}` : ''}`;
  const base = p.kind === 'resource' ? `${p.area}.${p.resource}.${p.right}` : p.kind;
  // A call on a module's data also needs the branch to enable that module.
  return p.kind !== 'public' && p.module ? `${base}@${p.module}` : base;
};

/** Who may make a call with each permission the route table uses. */
const EXPECTED: Record<string, PredefinedRoleName[]> = {
  public: ALL,
  session: ALL,
  entityAdmin: ADMINS,
  'session@Service': ALL,
  // Chat: any session of a branch with the Communication module (the workshop has it).
  'session@Comm': ALL,
  'entityAdmin@Service': ADMINS,
  'entityAdmin@Inventory': ADMINS,
  'entityAdmin@Accounting': ADMINS,
  // The workshop does not sell over the counter: Sales is off, so its settings are refused even to admins.
  'entityAdmin@Sales': [],
  // Delivery challans (docs/challans.md): Sales DC, and the workshop has no Sales module, so nobody there.
  'Sales.DC.R@Sales': [],
  'Sales.DC.C@Sales': [],
  'Sales.DC.U@Sales': [],
  // The Credit Notes list (docs/sales.md §15): Sales CNote, none in the workshop either.
  'Sales.CNote.R@Sales': [],
  // Sales orders and estimates (docs/sales-orders.md): Sales SO and Est, and the workshop has no Sales module.
  'Sales.SO.R@Sales': [],
  'Sales.SO.C@Sales': [],
  'Sales.SO.U@Sales': [],
  'Sales.Est.R@Sales': [],
  'Sales.Est.C@Sales': [],
  'Sales.Est.U@Sales': [],
  'module:Service': [...ADMINS, 'Service Manager', 'Service Advisor', 'Cashier', 'Technician', 'Parts Manager'],
  // The Technician has Inventory for My Inventory alone (the parts issued to their own jobs).
  'module:Inventory': [...ADMINS, 'Service Manager', 'Technician', 'Parts Manager', 'Parts Inventory Clerk'],
  // Module admin: SA/EA, or MA of the module (the Service Manager of Service, the Parts Manager of Inventory).
  'moduleAdmin:Service': [...ADMINS, 'Service Manager'],
  'moduleAdmin:Inventory': [...ADMINS, 'Parts Manager'],
  // Stock and an item's movements: Item R (the Service Manager reads stock); adjustments: Adjust (the clerk has CR).
  'Inventory.Item.R@Inventory': [...ADMINS, 'Service Manager', 'Parts Manager', 'Parts Inventory Clerk'],
  // The item master: the Parts Manager (module admin) and the clerk (Item CRU) make and change items.
  'Inventory.Item.C@Inventory': [...ADMINS, 'Parts Manager', 'Parts Inventory Clerk'],
  'Inventory.Item.U@Inventory': [...ADMINS, 'Parts Manager', 'Parts Inventory Clerk'],
  'Inventory.Adjust.R@Inventory': [...ADMINS, 'Parts Manager', 'Parts Inventory Clerk'],
  'Inventory.Adjust.C@Inventory': [...ADMINS, 'Parts Manager', 'Parts Inventory Clerk'],
  // Issuing parts to repair orders (items/IssueParts) and returning them.
  'Inventory.WO.R@Inventory': [...ADMINS, 'Parts Manager', 'Parts Inventory Clerk'],
  'Inventory.WO.U@Inventory': [...ADMINS, 'Parts Manager', 'Parts Inventory Clerk'],
  'Inventory.MyInv.R@Inventory': [...ADMINS, 'Technician', 'Parts Manager'],
  // Purchase orders, parts orders and receives (docs/purchasing.md): Inventory PO, the Parts Manager's (the clerk has none).
  'Inventory.PO.R@Inventory': [...ADMINS, 'Parts Manager'],
  'Inventory.PO.C@Inventory': [...ADMINS, 'Parts Manager'],
  // Approve and close purchase orders (docs/purchasing.md §18): Inventory PO U, the module admins'.
  'Inventory.PO.U@Inventory': [...ADMINS, 'Parts Manager'],
  // Purchase returns and vendor notes (docs/purchase-returns.md): Inventory DNote, module admins only (the clerk has none).
  'Inventory.DNote.R@Inventory': [...ADMINS, 'Parts Manager'],
  'Inventory.DNote.C@Inventory': [...ADMINS, 'Parts Manager'],
  // The demo workshop has no LPG feature, so labour time guide setup is refused to everyone (see the test below).
  'moduleAdmin:Service+LPG': [],
  'Common.Customer.C': [...ADMINS, 'Service Manager', 'Service Advisor'],
  'Common.Customer.R': [...ADMINS, 'Service Manager', 'Service Advisor', 'Cashier'],
  'Common.Customer.U': [...ADMINS, 'Service Manager', 'Service Advisor'],
  'Common.Customer.D': ADMINS,
  'Common.Product.C@Service': [...ADMINS, 'Service Manager', 'Service Advisor'],
  'Common.Product.R@Service': [...ADMINS, 'Service Manager', 'Service Advisor', 'Cashier', 'Parts Manager'],
  'Common.Product.U@Service': [...ADMINS, 'Service Manager', 'Service Advisor'],
  'Common.Vendor.C': [...ADMINS, 'Parts Manager'],
  'Common.Vendor.R': [...ADMINS, 'Service Manager', 'Parts Manager'],
  'Common.Vendor.U': [...ADMINS, 'Parts Manager'],
  'Common.User.C': ADMINS,
  'Common.User.R': ADMINS,
  'Common.User.U': ADMINS,
  'Common.User.D': ADMINS,
  'Common.Role.C': ADMINS,
  'Common.Role.R': ADMINS,
  'Common.Role.U': ADMINS,
  'Common.Role.D': ADMINS,
  'Common.Desig.C': ADMINS,
  'Common.Desig.R': ADMINS,
  'Common.Desig.U': ADMINS,
  'Common.Desig.D': ADMINS,
  'Common.Dept.C': ADMINS,
  'Common.Dept.R': ADMINS,
  'Common.Dept.U': ADMINS,
  'Common.Dept.D': ADMINS,
  // Estimates and repair orders (docs/service-actions.md 'Permissions'): the advisor writes both; technicians and the parts manager read orders.
  'Service.Est.C@Service': [...ADMINS, 'Service Manager', 'Service Advisor'],
  'Service.Est.R@Service': [...ADMINS, 'Service Manager', 'Service Advisor'],
  'Service.Est.U@Service': [...ADMINS, 'Service Manager', 'Service Advisor'],
  // Appointments (docs/customer-loop.md §4): the advisor's Appt CRU; the manager's module admin holds every right.
  'Service.Appt.C@Service': [...ADMINS, 'Service Manager', 'Service Advisor'],
  'Service.Appt.R@Service': [...ADMINS, 'Service Manager', 'Service Advisor'],
  'Service.Appt.U@Service': [...ADMINS, 'Service Manager', 'Service Advisor'],
  // Tickets (docs/tickets.md §4): the advisor's Ticket CRU; the manager's module admin holds every right.
  'Service.Ticket.C@Service': [...ADMINS, 'Service Manager', 'Service Advisor'],
  'Service.Ticket.R@Service': [...ADMINS, 'Service Manager', 'Service Advisor'],
  'Service.Ticket.U@Service': [...ADMINS, 'Service Manager', 'Service Advisor'],
  'Service.WO.C@Service': [...ADMINS, 'Service Manager', 'Service Advisor'],
  'Service.WO.R@Service': [...ADMINS, 'Service Manager', 'Service Advisor', 'Cashier', 'Technician', 'Parts Manager'],
  'Service.WO.U@Service': [...ADMINS, 'Service Manager', 'Service Advisor'],
  // Invoices and payments (docs/invoices-api.md 'Calls'): the advisor writes invoices, the cashier approves them and takes payments.
  'Accounting.Invoice.C@Accounting': [...ADMINS, 'Service Advisor'],
  'Accounting.Invoice.R@Accounting': [...ADMINS, 'Service Manager', 'Service Advisor', 'Cashier'],
  'Accounting.Invoice.U@Accounting': [...ADMINS, 'Cashier'],
  'Accounting.CPay.C@Accounting': [...ADMINS, 'Cashier'],
  'Accounting.CPay.R@Accounting': [...ADMINS, 'Cashier'],
  'Accounting.CPay.U@Accounting': [...ADMINS, 'Cashier'],
  // Sales receipts (docs/sales.md): the cashier reads them (SlsRcpt R); saving one needs C.
  'Accounting.SlsRcpt.C@Accounting': ADMINS,
  'Accounting.SlsRcpt.R@Accounting': [...ADMINS, 'Cashier'],
  // Cancelling or re-opening a receipt (docs/sales.md §13; the calls also want the flag ReOpenSR).
  'Accounting.SlsRcpt.U@Accounting': ADMINS,
  // Vendor bills and payments made (docs/purchasing.md §12): Accounting Bill and VPay, the admins' (no other role has them).
  'Accounting.Bill.C@Accounting': ADMINS,
  'Accounting.Bill.R@Accounting': ADMINS,
  // Cancelling a bill (docs/purchasing.md §23): the admins' too, as an expense's cancel.
  'Accounting.Bill.D@Accounting': ADMINS,
  'Accounting.VPay.C@Accounting': ADMINS,
  'Accounting.VPay.R@Accounting': ADMINS,
  // Expenses (docs/books.md §5): money paid out, the same VPay resource; edited (U) and cancelled (D) by its holders.
  'Accounting.VPay.U@Accounting': ADMINS,
  'Accounting.VPay.D@Accounting': ADMINS,
  // GST returns: whoever may see reports (every report, or GSTR1 / the e-invoice status by id).
  'Reports.401.R': [...ADMINS, 'Service Manager'],
  'Reports.406.R': [...ADMINS, 'Service Manager'],
  // GSTR-2 (402): the GSTR-2B import and its reconciliation with the bills (docs/purchasing.md §17.5).
  'Reports.402.R': [...ADMINS, 'Service Manager'],
  // GSTR-3B (405 'Tax liability', docs/gst-returns.md); moving a bill's ITC period is an edit of the bill (Bill U).
  'Reports.405.R': [...ADMINS, 'Service Manager'],
  'Accounting.Bill.U@Accounting': ADMINS,
  // The books (docs/books.md §5): trial balance (report 802) and profit and loss (501) as reports; the chart,
  // journals and closing months are the Accounting module admin's.
  'Reports.802.R': [...ADMINS, 'Service Manager'],
  'Reports.501.R': [...ADMINS, 'Service Manager'],
  // Receivables ageing (202) and the cash and bank book (801 'Day book'): the balance sheet reads as the trial balance.
  'Reports.202.R': [...ADMINS, 'Service Manager'],
  'Reports.801.R': [...ADMINS, 'Service Manager'],
  // 'Insurance expiring' (603, docs/reminders.md §6): whoever may see reports.
  'Reports.603.R': [...ADMINS, 'Service Manager'],
  // Payables ageing (204), customer and vendor statements (205, 206): as the receivables ageing.
  'Reports.204.R': [...ADMINS, 'Service Manager'],
  'Reports.205.R': [...ADMINS, 'Service Manager'],
  'Reports.206.R': [...ADMINS, 'Service Manager'],
  // The Tally export (517 'Tally import (AUTO2)', docs/books.md §10): as the profit and loss.
  'Reports.517.R': [...ADMINS, 'Service Manager'],
  // The P&L as margins (503 'Profit and loss (margin)', docs/books.md §6.11): as the profit and loss.
  'Reports.503.R': [...ADMINS, 'Service Manager'],
  // The P&L by unit cost (502 'Profit and loss (unit cost)', docs/books.md §6.11): as the profit and loss.
  'Reports.502.R': [...ADMINS, 'Service Manager'],
  'moduleAdmin:Accounting': ADMINS,
};

const routes = allRoutes();

describe('route table × predefined roles (platform §6)', () => {
  it('has an expectation for every permission a call uses', () => {
    const missing = routes.map((r) => permissionKey(r.permission)).filter((key) => !(key in EXPECTED));
    expect([...new Set(missing)]).toEqual([]);
  });

  for (const role of PREDEFINED_ROLES) {
    it(`${role.Name}: every call is allowed or refused as §6 implies`, () => {
      const wrong = routes
        .map((route) => {
          const expected = (EXPECTED[permissionKey(route.permission)] ?? []).includes(role.Name);
          const actual = isPermitted(route.permission, { access: role.Access, config: workshop });
          return actual === expected ? undefined : `${routeKey(route)}: expected ${expected ? 'allowed' : 'refused'}`;
        })
        .filter(Boolean);
      expect(wrong).toEqual([]);
    });
  }

  it('labour time guide setup needs module admin and the LPG feature (platform §6)', () => {
    const withLpg = entityConfig.parse({ ...workshop, Service: { Access: true, Features: { LPG: true } } });
    const setupCalls = routes.filter((r) => permissionKey(r.permission) === 'moduleAdmin:Service+LPG');
    expect(setupCalls.length).toBeGreaterThan(0);
    for (const role of PREDEFINED_ROLES) {
      const expected = [...ADMINS, 'Service Manager'].includes(role.Name);
      for (const route of setupCalls)
        expect(
          isPermitted(route.permission, { access: role.Access, config: withLpg }),
          `${role.Name} ${routeKey(route)}`,
        ).toBe(expected);
    }
  });

  it('a module switched off refuses its calls even to the Owner', () => {
    const noInventory = entityConfig.parse({ ...workshop, Inventory: { Access: false } });
    const owner = PREDEFINED_ROLES.find((r) => r.Name === 'Owner');
    const inventoryCalls = routes.filter((r) => r.permission.kind === 'module' && r.permission.module === 'Inventory');
    expect(inventoryCalls.length).toBeGreaterThan(0);
    for (const route of inventoryCalls) {
      expect(
        isPermitted(route.permission, {
          access: owner?.Access ?? { SA: false, EA: false, Common: {} },
          config: noInventory,
        }),
      ).toBe(false);
    }
  });
});

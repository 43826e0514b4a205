import type { Industry } from '../entity/entity-config';
import { industryLabels } from './industry-labels';

/**
 * The names people use for the access model's resources (spec platform §3
 * 'Access data', §2's screen names): the role editor shows these, never the
 * stored codes (WO, Est, SlsRcpt, ...). Industry words follow platform §1, so a
 * workshop's Service WO reads 'Repair Orders'. Decisions where the spec names
 * a code only: CO is a change order (extra work the customer approves during a
 * repair), Inventory WO the parts issued to orders, MyInv a user's own stock,
 * Geo the states and cities list.
 */
export type AccessLabelArea = 'Common' | 'Accounting' | 'Inventory' | 'Service' | 'Sales';

export function resourceLabels(industry: Industry): Record<AccessLabelArea, Record<string, string>> {
  const words = industryLabels(industry);
  return {
    Common: {
      Role: 'Roles',
      Dept: 'Departments',
      Desig: 'Designations',
      User: 'Users',
      Customer: words.Customers,
      Vendor: 'Vendors',
      Product: words.Products,
      Geo: 'States and Cities',
    },
    Accounting: {
      Bill: 'Bills',
      Invoice: 'Invoices',
      SlsRcpt: 'Sales Receipts',
      CPay: 'Customer Payments',
      VPay: 'Vendor Payments',
    },
    Inventory: {
      Item: words.Items,
      DNote: 'Debit Notes',
      PO: 'Purchase Orders',
      Adjust: 'Inventory Adjustments',
      MyInv: 'My Inventory',
      WO: `${words.Items} for ${words.Orders}`,
    },
    Service: { WO: words.Orders, Est: 'Estimates', Appt: 'Appointments', CO: 'Change Orders', Ticket: 'Tickets' },
    Sales: {
      SO: 'Sales Orders',
      Est: 'Sales Estimates',
      CNote: 'Credit Notes',
      DC: 'Delivery Challans',
      PO: 'Purchase Orders',
    },
  };
}

/** A resource's name in an area, or the code itself for one this table does not know (never blank). */
export function resourceLabel(industry: Industry, area: AccessLabelArea, code: string): string {
  return resourceLabels(industry)[area][code] ?? code;
}

/** The yes/no flags of each area (spec platform §3), in words; Service's name the industry's orders. */
export function flagLabels(
  industry: Industry,
): Record<'Accounting' | 'Service' | 'Sales', readonly (readonly [string, string])[]> {
  const orders = industryLabels(industry).Orders.toLowerCase();
  return {
    Accounting: [
      ['ReOpenInv', 'Reopen invoices'],
      ['ReOpenSR', 'Reopen sales receipts'],
      ['InvDisc', 'Discount on invoices'],
      ['SRDisc', 'Discount on sales receipts'],
      ['WrtOff', 'Write off'],
      ['NoRetCh', 'No return charges'],
      ['FF', 'Free-form invoice lines'],
    ],
    Service: [
      ['EdApprWO', `Edit approved ${orders}`],
      ['EdCompWO', `Edit completed ${orders}`],
      ['EdApprEst', 'Edit approved estimates'],
      ['EdApprPO', 'Edit approved parts orders'],
      ['ReOpenWO', `Reopen ${orders}`],
      ['ReOpenEst', 'Reopen estimates'],
      ['Disc', 'Give discounts'],
      ['PrViz', 'See prices'],
    ],
    Sales: [
      ['ApprSO', 'Approve sales orders'],
      ['EdApprSO', 'Edit approved sales orders'],
      ['ApprEst', 'Approve estimates'],
      ['EdApprEst', 'Edit approved estimates'],
      ['PkgShp', 'Packages and shipments'],
      ['SOReturn', 'Sales returns'],
      ['Disc', 'Give discounts'],
    ],
  };
}

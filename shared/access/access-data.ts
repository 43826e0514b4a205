import * as z from 'zod';

/**
 * Access data of one user in one entity (branch), spec platform §3 'Access data'.
 * Resource permission strings hold the letters C, R, U, D (create, read, update,
 * delete); an absent or empty string grants nothing.
 */
export const permissionString = z.string().regex(/^[CRUD]*$/, 'Use only the letters C, R, U and D.');

/** A percent discount cap as written: digits, optional decimals, then '%' ('10%', '2.5%'). */
export const percentCap = z.string().regex(/^\d+(\.\d+)?%$/, "Enter a percent like '10%'.");
/** A discount cap: a number (amount) or a percent string like '10%'. Zero or none means no cap. */
export const discountCap = z.union([z.number().nonnegative(), percentCap]);

const moduleAccess = { Access: z.boolean().default(false), MA: z.boolean().default(false) };

export const commonAccess = z.strictObject({
  Role: permissionString.optional(),
  Dept: permissionString.optional(),
  Desig: permissionString.optional(),
  User: permissionString.optional(),
  Customer: permissionString.optional(),
  Vendor: permissionString.optional(),
  Product: permissionString.optional(),
  Geo: permissionString.optional(),
});

export const accountingAccess = z.strictObject({
  ...moduleAccess,
  Bill: permissionString.optional(),
  Invoice: permissionString.optional(),
  SlsRcpt: permissionString.optional(),
  CPay: permissionString.optional(),
  VPay: permissionString.optional(),
  ReOpenInv: z.boolean().optional(),
  ReOpenSR: z.boolean().optional(),
  NoRetCh: z.boolean().optional(),
  FF: z.boolean().optional(),
  WrtOff: z.boolean().optional(),
  InvDisc: z.boolean().optional(),
  SRDisc: z.boolean().optional(),
  InvDiscMax: discountCap.optional(),
  SRDiscMax: discountCap.optional(),
});

export const inventoryAccess = z.strictObject({
  ...moduleAccess,
  Item: permissionString.optional(),
  DNote: permissionString.optional(),
  PO: permissionString.optional(),
  Adjust: permissionString.optional(),
  MyInv: permissionString.optional(),
  WO: permissionString.optional(),
  /** Allowed warehouse ids (used when multi-warehouse is on). */
  Whs: z.array(z.string()).optional(),
});

export const serviceAccess = z.strictObject({
  ...moduleAccess,
  WO: permissionString.optional(),
  Est: permissionString.optional(),
  Appt: permissionString.optional(),
  CO: permissionString.optional(),
  Ticket: permissionString.optional(),
  EdApprWO: z.boolean().optional(),
  EdCompWO: z.boolean().optional(),
  EdApprEst: z.boolean().optional(),
  EdApprPO: z.boolean().optional(),
  ReOpenWO: z.boolean().optional(),
  ReOpenEst: z.boolean().optional(),
  Disc: z.boolean().optional(),
  PrViz: z.boolean().optional(),
});

export const salesAccess = z.strictObject({
  ...moduleAccess,
  SO: permissionString.optional(),
  Est: permissionString.optional(),
  CNote: permissionString.optional(),
  DC: permissionString.optional(),
  PO: permissionString.optional(),
  ApprSO: z.boolean().optional(),
  EdApprSO: z.boolean().optional(),
  EdApprEst: z.boolean().optional(),
  PkgShp: z.boolean().optional(),
  SOReturn: z.boolean().optional(),
  ApprEst: z.boolean().optional(),
  Disc: z.boolean().optional(),
});

export const reportsAccess = z.strictObject({
  ...moduleAccess,
  /** Allowed report ids; empty with Access means all reports. */
  Reports: z.array(z.string()).optional(),
});

export const workspaceAccess = z.strictObject({
  WSpc_Id: z.string(),
  WA: z.boolean().optional(),
  Meet: permissionString.optional(),
  Proj: permissionString.optional(),
  Task: permissionString.optional(),
});

export const worksAccess = z.strictObject({
  ...moduleAccess,
  WS: z.array(workspaceAccess).optional(),
});

export const accessData = z.strictObject({
  SA: z.boolean().default(false),
  EA: z.boolean().default(false),
  Extern: z.boolean().optional(),
  Common: commonAccess.default({}),
  Accounting: accountingAccess.optional(),
  Inventory: inventoryAccess.optional(),
  Service: serviceAccess.optional(),
  Sales: salesAccess.optional(),
  Reports: reportsAccess.optional(),
  Works: worksAccess.optional(),
  Comm: z.strictObject(moduleAccess).optional(),
  Payroll: z.strictObject(moduleAccess).optional(),
  Desk: z.strictObject(moduleAccess).optional(),
  FinInst: z.strictObject(moduleAccess).optional(),
});

export type AccessData = z.infer<typeof accessData>;

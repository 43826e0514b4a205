/**
 * Modules with their code numbers (spec platform §1: 101 to 109 are accounting,
 * sales, service, inventory, communication, payroll, works, desk, financial
 * institution). The key is the name used in Access data and Entity Config.
 */
export const MODULES = {
  Accounting: 101,
  Sales: 102,
  Service: 103,
  Inventory: 104,
  Comm: 105,
  Payroll: 106,
  Works: 107,
  Desk: 108,
  FinInst: 109,
} as const;

export type ModuleKey = keyof typeof MODULES;

/** Access areas that hold resource permission strings (Common has no module switch). */
export type AccessArea = ModuleKey | 'Common' | 'Reports';

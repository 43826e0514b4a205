import type { QuickListInput } from '@shared/reference/branch-setup-schemas';

/**
 * What a working workshop has set up by its first week (without it the
 * demo looked empty): the organisation's designations and departments, each
 * branch's warehouses, the workshop's op-code quick list and its cashless
 * insurer tie-ups. Seeded once, beside the sample parties (README 'Demo data').
 */
export const DEMO_DESIGNATIONS = [
  'Proprietor',
  'Office Administrator',
  'Service Manager',
  'Service Advisor',
  'Cashier',
  'Senior Technician',
  'Technician',
  'Parts Manager',
  'Stores Clerk',
  'Body Shop Supervisor',
] as const;

export const DEMO_DEPARTMENTS = ['Service', 'Body Shop', 'Parts and Stores', 'Accounts', 'Front Office'] as const;

export type DemoWarehouse = { Name: string; Code: string; Add1: string; Ct: string; StCode: string; Pin: string };

export const DEMO_WORKSHOP_WAREHOUSES: readonly DemoWarehouse[] = [
  { Name: 'Main Stores', Code: 'MS', Add1: '14, 80 Feet Road', Ct: 'Bengaluru', StCode: '29', Pin: '560034' },
  { Name: 'Lubricants Bay', Code: 'LB', Add1: '14, 80 Feet Road', Ct: 'Bengaluru', StCode: '29', Pin: '560034' },
];

export const DEMO_PARTS_WAREHOUSES: readonly DemoWarehouse[] = [
  { Name: 'Hosur Godown', Code: 'HG', Add1: 'Plot 22, SIPCOT Phase 1', Ct: 'Hosur', StCode: '33', Pin: '635126' },
  { Name: 'Counter Stock', Code: 'CS', Add1: 'Plot 22, SIPCOT Phase 1', Ct: 'Hosur', StCode: '33', Pin: '635126' },
];

export const DEMO_QUICK_LIST: readonly QuickListInput[] = [
  { Pos: 1, OpCode: 'GS-10K', Desc: 'General service (10,000 km)' },
  { Pos: 2, OpCode: 'OIL-CHG', Desc: 'Engine oil and filter change' },
  { Pos: 3, OpCode: 'WA-WB', Desc: 'Wheel alignment and balancing' },
  { Pos: 4, OpCode: 'BRK-PAD', Desc: 'Front brake pads replacement' },
  { Pos: 5, OpCode: 'AC-SVC', Desc: 'AC service and gas top-up' },
  { Pos: 6, OpCode: 'BATT', Desc: 'Battery check and replacement' },
  { Pos: 7, OpCode: 'WASH', Desc: 'Exterior wash and interior vacuum' },
];

/** The workshop's cashless tie-ups (insurer ids of shared/reference/insurers.ts). */
export const DEMO_TIE_UPS = [
  { InsId: 'NIA', GarageCode: 'NIA-BLR-0412', Contact: 'Claims desk, Koramangala', Phone: '08041230000', PayDays: 30 },
  { InsId: 'ICICIL', GarageCode: 'ICL-KA-7781', Contact: 'Motor claims', Phone: '08045670000', PayDays: 21 },
  { InsId: 'DIGIT', GarageCode: 'DG-BLR-118', Contact: 'Garage network team', Phone: '08048880000', PayDays: 15 },
] as const;

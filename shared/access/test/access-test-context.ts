import { entityConfig, type EntityConfig } from '../../entity/entity-config';
import type { AccessContext } from '../access-context';
import { accessData } from '../access-data';
import type * as z from 'zod';

/**
 * Fixtures for the access-model tests (no test imports anything else from here).
 * An AUTO-2 workshop: Accounting, Service, Inventory and Works on; Sales, Comm,
 * Payroll, Desk and FinInst off; geo, attendance and LPG on.
 */
export const AUTO2_TEST_CONFIG: EntityConfig = entityConfig.parse({
  Industry: 'AUTO-2',
  Common: { Cust: true, Ven: true, Prod: true, Geo: true, HR: { Attendance: { Access: true } } },
  Accounting: { Access: true, Features: { Bill: true, Inv: true, SlsRcpt: true } },
  Service: { Access: true, Features: { WO: true, Est: true, Appt: true, LPG: true } },
  Inventory: { Access: true, Features: { PO: true, Wh: true, Parts: true } },
  Sales: { Access: false },
  Works: { Access: true, Features: { WSpace: true, Task: true, Meet: true, Proj: true } },
});

/** A context from access-data input (defaults filled by the schema) and optional overrides. */
export const testContext = (
  access: z.input<typeof accessData>,
  extra: Partial<Omit<AccessContext, 'access'>> = {},
): AccessContext => ({
  config: AUTO2_TEST_CONFIG,
  ...extra,
  access: accessData.parse(access),
});

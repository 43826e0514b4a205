import type { Industry } from '@shared/entity/entity-config';
import type { ModuleKey } from '@shared/access/modules';

/** What each industry type is (spec platform §1), for people rather than codes. */
export const INDUSTRY_NAMES: Readonly<Record<Industry, string>> = {
  'HC-1': 'Health care dealer',
  'HC-2': 'Pharmacy',
  'HC-3': 'Hospital',
  'HC-4': 'Hospital with pharmacy',
  'AUTO-1': 'Auto workshop',
  'AUTO-2': 'Auto workshop',
  'AUTO-3': 'Auto parts',
  'AUTO-4': 'Surveyor',
  'SVCS-1': 'Services',
  'SVCS-2': 'Services',
  'SVCS-3': 'Services',
  'MAN-1': 'Manufacturing',
  OTHER: 'Other business',
  PROJECTS: 'Projects',
};

export const MODULE_NAMES: Readonly<Record<ModuleKey, string>> = {
  Accounting: 'Accounting',
  Sales: 'Sales',
  Service: 'Service',
  Inventory: 'Inventory',
  Comm: 'Communication',
  Payroll: 'Payroll',
  Works: 'Works',
  Desk: 'Desk',
  FinInst: 'Financial institution',
};

/** 'Good morning' before noon, 'Good afternoon' until five, 'Good evening' after. */
export const greetingFor = (hour: number): string =>
  hour < 12 ? 'Good morning' : hour < 17 ? 'Good afternoon' : 'Good evening';

import { percentCap } from '@shared/access/access-data';
import { RESOURCES } from '@shared/access/resource-access';

/**
 * What the role editor shows per access area (spec platform §3 'Access data'):
 * module switches (Access, MA), resource C/R/U/D strings and the area's flags.
 * Works workspace memberships (WS) name workspaces and are edited with them, not
 * here; the editor keeps them as stored (docs/decisions-users.md).
 */
export const RIGHTS = [
  ['C', 'Create'],
  ['R', 'Read'],
  ['U', 'Update'],
  ['D', 'Delete'],
] as const;

export type EditorArea = 'Common' | 'Accounting' | 'Service' | 'Inventory' | 'Sales' | 'Reports' | 'Works' | 'Comm';

export const AREAS: readonly { area: EditorArea; label: string; module: boolean; resources: readonly string[] }[] = [
  { area: 'Common', label: 'Common', module: false, resources: RESOURCES.Common },
  { area: 'Service', label: 'Service', module: true, resources: RESOURCES.Service },
  { area: 'Accounting', label: 'Accounting', module: true, resources: RESOURCES.Accounting },
  { area: 'Inventory', label: 'Inventory', module: true, resources: RESOURCES.Inventory },
  { area: 'Sales', label: 'Sales', module: true, resources: RESOURCES.Sales },
  { area: 'Reports', label: 'Reports', module: true, resources: [] },
  { area: 'Works', label: 'Works', module: true, resources: [] },
  { area: 'Comm', label: 'Communication', module: true, resources: [] },
];

/** Discount caps (spec §3: a number or a percent string); zero or empty means no cap. */
export const CAPS = [
  ['InvDiscMax', 'Invoice discount cap'],
  ['SRDiscMax', 'Sales receipt discount cap'],
] as const;

/** '' → none; '10%' stays a percent string; '500' becomes the amount 500; anything else is invalid. */
export function parseCap(text: string): number | string | undefined | null {
  const value = text.trim();
  if (value === '') return undefined;
  if (percentCap.safeParse(value).success) return value;
  if (/^\d+(\.\d{1,2})?$/.test(value)) return Number(value);
  return null;
}

/**
 * Industry types, spec platform §1. Zod-free (entity-config.ts re-exports them):
 * every family's handler words its messages by the industry and builds none of
 * the entity config's schemas for it (docs/decisions.md 'Lambda bundles').
 */
export const INDUSTRIES = [
  'HC-1',
  'HC-2',
  'HC-3',
  'HC-4',
  'AUTO-1',
  'AUTO-2',
  'AUTO-3',
  'AUTO-4',
  'SVCS-1',
  'SVCS-2',
  'SVCS-3',
  'MAN-1',
  'OTHER',
  'PROJECTS',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** Main business type: the family an industry belongs to ('AUTO' for AUTO-2). */
export const mainBusinessType = (industry: Industry): string => industry.split('-')[0] ?? industry;

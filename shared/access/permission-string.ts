import type { Right } from './permission';

/**
 * Resource permission strings hold the letters C, R, U and D (spec platform §3
 * 'Access data'). An absent or empty string grants nothing.
 */
export const hasRight = (permission: string | undefined, right: Right): boolean =>
  permission !== undefined && permission.includes(right);

/** Names as the spec writes them (platform §6: CanCreate, CanView, CanEdit, CanDelete). */
export const CanCreate = (permission: string | undefined): boolean => hasRight(permission, 'C');
export const CanView = (permission: string | undefined): boolean => hasRight(permission, 'R');
export const CanEdit = (permission: string | undefined): boolean => hasRight(permission, 'U');
export const CanDelete = (permission: string | undefined): boolean => hasRight(permission, 'D');

/** The Id route parameter value that opens a create screen (matched in any case: routes spell it New and new). */
export const NEW_ID = 'new';

/**
 * Route permission (spec platform §6): a create screen (Id 'new') needs the
 * create right; an existing record needs the read right.
 */
export const routeRight = (id: string): Right => (id.toLowerCase() === NEW_ID ? 'C' : 'R');

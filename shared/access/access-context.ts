import type { EntityConfig } from '../entity/entity-config';
import type { AccessData } from './access-data';

/** The part of the login User data the access model reads (spec platform §3 'User data'). */
export type AccessUser = {
  UserId?: string;
  /** NoW.Tec marks a technician: it governs My Jobs. */
  NoW?: { Tec?: boolean };
};

/** The part of Entity Settings the access model reads; the full EntitySettings fits. */
export type AccessSettings = {
  Common?: { Tax?: { GSTType?: number } };
  Inventory?: { MultiWh?: boolean };
};

/**
 * Everything one access decision may look at. `access` and `config` come from the
 * session (login data of the current branch); the rest only matters to the rules
 * that name it, so the server may leave it out where it does not apply.
 */
export type AccessContext = {
  access: AccessData;
  config: EntityConfig;
  user?: AccessUser;
  settings?: AccessSettings;
  /** The new-features flag (spec platform §6: currently off). */
  newFeatures?: boolean;
  /** True when the web app runs inside the mobile host. */
  mobileApp?: boolean;
};

/** Super admin or entity admin: bypasses every user-permission check (spec platform §6). */
export const isEntityAdmin = (access: AccessData): boolean => access.SA === true || access.EA === true;

/** The main admin of the organisation: the super admin (decision: SA only, see docs/access-model.md). */
export const isMainAdmin = (access: AccessData): boolean => access.SA === true;

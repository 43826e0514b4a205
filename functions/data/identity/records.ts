import type { AccessData } from '@shared/access/access-data';
import type { EntityConfig } from '@shared/entity/entity-config';
import type { EntitySettings } from '@shared/entity/entity-settings';

/** Item shapes as stored (key attributes omitted). `ver` is the optimistic-lock counter. */

export type OrgRecord = { type: 'Org'; OrgId: string; Name: string; Domain: string; CrDt: string; NewFeat?: boolean };

export type EntityRecord = {
  type: 'Entity';
  OrgId: string;
  EntId: string;
  DName: string;
  UName: string;
  Config: EntityConfig;
  Settings: EntitySettings;
  HasLogo?: boolean;
  SettingsVer: number;
  ver: number;
};

export type UserRecord = {
  type: 'User';
  OrgId: string;
  UserId: string;
  UserName: string;
  Name: string;
  Email?: string;
  Phone?: string;
  PwdHash: string;
  DefEntId: string;
  TZ?: string;
  NoW?: { Tec?: boolean };
  Active: boolean;
  ver: number;
};

export type AccessRecord = {
  type: 'Access';
  OrgId: string;
  UserId: string;
  EntId: string;
  Role: string;
  Access: AccessData;
  /** Denormalised for the employee list of a branch (GSI1). */
  Name: string;
  UserName: string;
  Desig?: string;
  Email?: string;
  Phone?: string;
};

export type SessionRecord = {
  type: 'Session';
  OrgId: string;
  UserId: string;
  SessionId: string;
  EntId: string;
  CrDt: string;
  LastDt: string;
  ExpDt: string;
  Client?: string;
  Ip?: string;
  ttl: number;
};

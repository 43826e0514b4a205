import { describe, expect, it } from 'vitest';
import { predefinedRole } from '../access/roles';
import { adminLevel, mayManageLevel, removesLastOwnAdminRight } from './access-rules';
import { customRoleAccess } from './role-schemas';
import { newUsernameField } from './user-schemas';

const owner = predefinedRole('Owner').Access;
const admin = predefinedRole('Admin').Access;
const advisor = predefinedRole('Service Advisor').Access;

describe('the last-entity-admin rule', () => {
  const base = { callerId: 'u1', targetUserId: 'u1', current: admin, otherActiveAdmins: 0 };

  it('refuses the last admin taking away their own admin right, by a lesser role or by revoking', () => {
    expect(removesLastOwnAdminRight({ ...base, next: advisor })).toBe(true);
    expect(removesLastOwnAdminRight({ ...base, next: undefined })).toBe(true);
  });

  it('allows it when another active admin remains, when the new role is still admin, or for someone else', () => {
    expect(removesLastOwnAdminRight({ ...base, next: advisor, otherActiveAdmins: 1 })).toBe(false);
    expect(removesLastOwnAdminRight({ ...base, next: owner })).toBe(false);
    expect(removesLastOwnAdminRight({ ...base, targetUserId: 'u2', next: advisor })).toBe(false);
    expect(removesLastOwnAdminRight({ ...base, current: advisor, next: undefined })).toBe(false);
  });
});

describe('admin levels', () => {
  it('ranks SA above EA above none, and nobody manages more than they hold', () => {
    expect([adminLevel(owner), adminLevel(admin), adminLevel(advisor), adminLevel(undefined)]).toEqual([2, 1, 0, 0]);
    expect(mayManageLevel(admin, adminLevel(owner))).toBe(false);
    expect(mayManageLevel(admin, adminLevel(admin))).toBe(true);
    expect(mayManageLevel(advisor, adminLevel(admin))).toBe(false);
    expect(mayManageLevel(owner, adminLevel(owner))).toBe(true);
  });
});

describe('custom role access', () => {
  it('fills the access defaults and refuses the SA and EA flags', () => {
    expect(customRoleAccess.parse({ Service: { Access: true, WO: 'CR' } })).toMatchObject({
      SA: false,
      EA: false,
      Common: {},
      Service: { Access: true, MA: false, WO: 'CR' },
    });
    expect(customRoleAccess.safeParse({ EA: true }).success).toBe(false);
    expect(customRoleAccess.safeParse({ Service: { WO: 'CX' } }).success).toBe(false);
    expect(customRoleAccess.safeParse({ Accounting: { InvDiscMax: '12.5%' } }).success).toBe(true);
    expect(customRoleAccess.safeParse({ Accounting: { InvDiscMax: 'ten' } }).success).toBe(false);
  });
});

describe('new usernames', () => {
  it('are stored the way the login form sends them', () => {
    expect(newUsernameField.parse(' Ravi Kumar ')).toBe('ravikumar');
    expect(newUsernameField.safeParse('ab').success).toBe(false);
    expect(newUsernameField.safeParse('ravi@home').success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { entityConfig } from '../entity/entity-config';
import { AUTO2_TEST_CONFIG, testContext } from './test/access-test-context';
import {
  canInAnyWorkspace,
  canInWorkspace,
  canListAllWorkspaces,
  hasAnyWorkspace,
  isWorkspaceMember,
  visibleWorkspaces,
} from './works-access';

const ALL_WORKSPACES = ['w1', 'w2', 'w3'];
const member = testContext({
  Works: {
    Access: true,
    WS: [
      { WSpc_Id: 'w1', Task: 'CRU', Meet: 'R' },
      { WSpc_Id: 'w2', WA: true },
      { WSpc_Id: 'w3', Task: '', Meet: '', Proj: '' },
    ],
  },
});

describe('§6 Works screens need workspace membership (WA, or per-workspace Meet, Proj, Task rights)', () => {
  it.each([
    ['a Task or Meet right makes a member', 'w1', true],
    ['WA makes a member', 'w2', true],
    ['an entry with empty strings does not', 'w3', false],
    ['no entry does not', 'w9', false],
  ] as const)('%s (%s)', (_rule, workspace, expected) => {
    expect(isWorkspaceMember(member, workspace)).toBe(expected);
  });

  it.each([
    ['w1', 'Task', 'C', true],
    ['w1', 'Task', 'D', false],
    ['w1', 'Meet', 'R', true],
    ['w1', 'Meet', 'U', false],
    ['w1', 'Proj', 'R', false],
    ['w2', 'Proj', 'D', true],
    ['w3', 'Task', 'R', false],
  ] as const)('workspace %s: %s %s → %s', (workspace, resource, right, expected) => {
    expect(canInWorkspace(member, workspace, resource, right)).toBe(expected);
  });

  it('a right in one workspace is not a right in another', () => {
    const ctx = testContext({ Works: { Access: true, WS: [{ WSpc_Id: 'w1', Task: 'CRUD' }] } });
    expect(canInWorkspace(ctx, 'w2', 'Task', 'R')).toBe(false);
    expect(canInAnyWorkspace(ctx, 'Task', 'R')).toBe(true);
    expect(canInAnyWorkspace(ctx, 'Proj', 'R')).toBe(false);
  });

  it('membership needs Works Access and the Works module on', () => {
    const noAccess = testContext({ Works: { Access: false, WS: [{ WSpc_Id: 'w1', WA: true }] } });
    expect(isWorkspaceMember(noAccess, 'w1')).toBe(false);
    const worksOff = { ...member, config: entityConfig.parse({ ...AUTO2_TEST_CONFIG, Works: { Access: false } }) };
    expect(isWorkspaceMember(worksOff, 'w1')).toBe(false);
    expect(hasAnyWorkspace(worksOff)).toBe(false);
  });

  it('hasAnyWorkspace: member of at least one workspace', () => {
    expect(hasAnyWorkspace(member)).toBe(true);
    expect(hasAnyWorkspace(testContext({ Works: { Access: true, WS: [{ WSpc_Id: 'w3' }] } }))).toBe(false);
  });
});

describe('§6 The workspace list is unrestricted for entity admin', () => {
  it.each([
    ['EA sees every workspace', testContext({ EA: true }), ALL_WORKSPACES, true],
    ['Works MA sees every workspace', testContext({ Works: { Access: true, MA: true } }), ALL_WORKSPACES, true],
    ['a member sees the workspaces of membership', member, ['w1', 'w2'], false],
    ['a user without Works sees none', testContext({}), [], false],
  ] as const)('%s', (_rule, ctx, expected, unrestricted) => {
    expect(visibleWorkspaces(ctx, ALL_WORKSPACES)).toEqual(expected);
    expect(canListAllWorkspaces(ctx)).toBe(unrestricted);
  });
});

import { describe, expect, it } from 'vitest';
import { CanCreate, CanDelete, CanEdit, CanView, hasRight, routeRight } from './permission-string';

describe('§6 permission model: the per-resource strings decide (CanCreate, CanView, CanEdit, CanDelete)', () => {
  it.each([
    // permission string, CanCreate, CanView, CanEdit, CanDelete
    ['CRUD', true, true, true, true],
    ['CRU', true, true, true, false],
    ['R', false, true, false, false],
    ['RU', false, true, true, false],
    ['CR', true, true, false, false],
    ['D', false, false, false, true],
    ['', false, false, false, false],
    [undefined, false, false, false, false],
  ] as const)('%s → C %s, R %s, U %s, D %s', (permission, create, view, edit, remove) => {
    expect(CanCreate(permission)).toBe(create);
    expect(CanView(permission)).toBe(view);
    expect(CanEdit(permission)).toBe(edit);
    expect(CanDelete(permission)).toBe(remove);
  });

  it('letters count in any order', () => {
    expect(hasRight('DUC', 'C')).toBe(true);
    expect(hasRight('DUC', 'R')).toBe(false);
  });
});

describe('§6 route permission: create screen needs C, an existing record needs R', () => {
  it.each([
    ['new', 'C'],
    ['New', 'C'],
    ['NEW', 'C'],
    ['01HZX3J5Q6W2E8R9T0Y1U2I3O4', 'R'],
    ['WO-2024-0001', 'R'],
    ['newer', 'R'],
  ] as const)('Id %s needs %s', (id, right) => {
    expect(routeRight(id)).toBe(right);
  });
});

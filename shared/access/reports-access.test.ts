import { describe, expect, it } from 'vitest';
import type { AccessContext } from './access-context';
import { testContext } from './test/access-test-context';
import { canSeeGstReport, reportsReachable, visibleGstReports, visibleReports } from './reports-access';

const ALL_REPORTS = ['101', '201', '2010', '501', '801'];

describe('§6 Reports are reachable if the user has access or any report list is non-empty', () => {
  it.each([
    ['Access, no list', testContext({ Reports: { Access: true } }), true],
    ['no Access, a non-empty list', testContext({ Reports: { Reports: ['201'] } }), true],
    ['no Access, an empty list', testContext({ Reports: { Reports: [] } }), false],
    ['no Reports data', testContext({}), false],
    ['Reports MA', testContext({ Reports: { MA: true } }), true],
    ['EA', testContext({ EA: true }), true],
  ] as const)('%s → %s', (_situation, ctx, expected) => {
    expect(reportsReachable(ctx)).toBe(expected);
  });
});

describe('§6 Restricted users see only listed report ids; admins and all-access users see all', () => {
  it.each([
    ['restricted user (list, no Access)', testContext({ Reports: { Reports: ['201', '801'] } }), ['201', '801']],
    ['restricted user (list with Access)', testContext({ Reports: { Access: true, Reports: ['501'] } }), ['501']],
    ['all-access user (Access, empty list)', testContext({ Reports: { Access: true, Reports: [] } }), ALL_REPORTS],
    ['Reports module admin', testContext({ Reports: { MA: true, Reports: ['201'] } }), ALL_REPORTS],
    ['SA', testContext({ SA: true, Reports: { Reports: ['201'] } }), ALL_REPORTS],
    ['EA', testContext({ EA: true }), ALL_REPORTS],
    ['no access', testContext({}), []],
  ] as const)('%s', (_situation, ctx, expected) => {
    expect(visibleReports(ctx, ALL_REPORTS)).toEqual(expected);
  });
});

describe('§6 GST report visibility: type 1 shows GSTR1 and GSTR2; type 2 shows only GSTR2', () => {
  const withGstType = (GSTType?: number): AccessContext =>
    testContext({ EA: true }, { settings: { Common: { Tax: GSTType === undefined ? {} : { GSTType } } } });

  it.each([
    [1, ['GSTR1', 'GSTR2', 'GSTR3B']],
    [2, ['GSTR2']],
    [3, []],
    [undefined, []],
  ] as const)('GST type %s → %j', (type, expected) => {
    expect(visibleGstReports(withGstType(type))).toEqual(expected);
    expect(canSeeGstReport(withGstType(type), 'GSTR1')).toBe((expected as readonly string[]).includes('GSTR1'));
  });
});

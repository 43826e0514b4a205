import { describe, expect, it } from 'vitest';
import { loginAnswer } from '../../components/testing/fixtures';
import { sideMenuItems } from '../../lib/menu-items';
import { salesManifest } from './manifest';

/** The side menu lists the counter sale where the branch has it (Accounting feature SlsRcpt) and the user may sell. */
describe('the sales receipt screens in the side menu', () => {
  const { Access, Entity, User } = loginAnswer({
    access: { SA: false, EA: false, Common: {}, Accounting: { Access: true, MA: false, SlsRcpt: 'CR' } },
  });
  const menu = (SlsRcpt: boolean | undefined) =>
    sideMenuItems(
      {
        access: Access,
        config: { ...Entity.Config, Accounting: { Access: true, Features: SlsRcpt === undefined ? {} : { SlsRcpt } } },
        user: User,
        settings: Entity.Settings,
      },
      salesManifest,
    ).map((e) => `${e.group}: ${e.label} ${e.to}`);

  it('lists the search, the new receipt and the returns with the feature on (or not named), none with it off', () => {
    const listed = [
      'Accounting: Sales Receipts /Accounting/salesreceiptsearch',
      'Accounting: Sales Receipt /Accounting/salesreceipts/New',
      'Accounting: Sales Returns /salesreturn/salesreturns',
    ];
    expect(menu(true)).toEqual(listed);
    expect(menu(undefined)).toEqual(listed);
    expect(menu(false)).toEqual([]);
  });
});

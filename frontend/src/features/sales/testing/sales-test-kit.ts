import type { UserAndEntity } from '@shared/api/routes/iam';
import { loginAnswer } from '../../../components/testing/fixtures';

/** What the sales web tests share: the counter's session and the figures of a receipt of two brake pad sets. */

/**
 * A counter user's session: Accounting with the access given, parts readable (Inventory Item R), and the
 * branch's Accounting config with the features given (e.g. SlsRcpt).
 */
export function salesSession(accounting: Record<string, unknown>, features?: Record<string, boolean>): UserAndEntity {
  const { Token: _token, ...s } = loginAnswer({
    access: {
      SA: false,
      EA: false,
      Common: {},
      Accounting: { Access: true, MA: false, ...accounting },
      Inventory: { Access: true, MA: false, Item: 'R' },
    },
  });
  const config = { Access: true, ...(features ? { Features: features } : {}) };
  return { ...s, Entity: { ...s.Entity, Config: { ...s.Entity.Config, Accounting: config } } };
}

/**
 * A paid receipt's head at the counter of Demo Motors Pune, within the state: two brake pad sets at
 * ₹1,200.00, 2,400.00 taxable + CGST 216.00 + SGST 216.00 = 2,832.00.
 */
export const PADS_RECEIPT_FIGURES = {
  Sts: 'Paid',
  B2B: false,
  GrandTotal: 2832,
  CrAt: '2026-11-28T10:00:00Z',
  FY: '2627',
  WhId: 'WH1',
  POS: '27',
  IntraState: true,
  Seller: { Name: 'Demo Motors Pune', StCode: '27' },
  Amount: 2400,
  Disc: 0,
  Taxable: 2400,
  CGST: 216,
  SGST: 216,
  IGST: 0,
  Adjust: 0,
};

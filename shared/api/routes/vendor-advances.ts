import { inModule, resource, type Permission } from '../../access/permission';
import { advanceAnswer, advanceApplyBody, advanceParams } from '../../purchasing/advance-schemas';
import { defineRoute } from '../route';

/**
 * Applying a vendor advance to later bills (docs/purchasing.md §11.1), in the
 * `purchasereturns` family: that Lambda already writes bills through vendor
 * notes and has room in its zod budget (`purchasing` is at its limit). The
 * right is Accounting `VPay` U, whoever made the advance: applying it pays
 * bills, and it changes the advance (as applying a customer payment is `CPay` U).
 */
const VPAY_U: Permission = inModule('Accounting', resource('Accounting', 'VPay', 'U'));

export const vendorAdvanceRoutes = {
  applyVendorAdvance: defineRoute({
    family: 'purchasereturns' as const,
    method: 'POST',
    path: 'Bills/Advances/{Id}/Apply',
    permission: VPAY_U,
    params: advanceParams,
    body: advanceApplyBody,
    response: advanceAnswer,
  }),
} as const;

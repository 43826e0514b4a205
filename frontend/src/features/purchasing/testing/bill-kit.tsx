import type { UserAndEntity } from '@shared/api/routes/iam';
import { useLocation } from 'react-router';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';

/** What the bill screens' web tests share: the accountant's session, the fake server's answers, one receive billed. */

/** A 200 answer of the fake server. */
export const ok = (body: unknown) => jsonResponse(200, body);

/** A refusal as the server words it: the code, the message and the fields it names. */
export const refuse = (status: number, message: string, errors?: { path: string; message: string }[]) =>
  jsonResponse(status, { errorCode: status, message, ...(errors ? { errors } : {}) });

/** The wait of a screen that loads, saves and moves on (a shared 2-core machine runs the tests). */
export const SLOW = { timeout: 5000 };

/** A session of an accountant with Accounting on: bills and payments made created and read unless told otherwise. */
export function accountant(rights: { Bill?: string; VPay?: string } = {}): UserAndEntity {
  const { Token: _token, ...session } = loginAnswer({
    access: {
      SA: false,
      EA: false,
      Common: {},
      Accounting: { Access: true, MA: false, Bill: rights.Bill ?? 'CR', VPay: rights.VPay ?? 'CR' },
    },
  });
  return {
    ...session,
    Entity: { ...session.Entity, Config: { ...session.Entity.Config, Accounting: { Access: true } } },
  };
}

/** Where a screen went when it left the bill routes (a route `*` renders it). */
export function Where() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname}</p>;
}

export const REC_ID = `01JF${'4'.padStart(22, '0')}`;

/**
 * The figures of a bill of the receive below: 3 brake pads at ₹1,010 (₹10 over the receive), freight
 * ₹75.19, CGST and SGST 9% each: ₹3,030 + ₹75.19 + 2 × ₹279.47 = ₹3,664.13.
 */
export const BILL_FIGURES = {
  Date: '2026-11-28',
  VendBillDate: '2026-11-27',
  VendId: 'V1',
  VendName: 'Asha Auto Spares',
  RecId: REC_ID,
  POS: '29',
  IntraState: true,
  RevCharge: false,
  LineCount: 1,
  Sub: 3030,
  Charges: 75.19,
  CGST: 279.47,
  SGST: 279.47,
  IGST: 0,
  Total: 3664.13,
  Payable: 3664.13,
  Paid: 0,
  Due: 3664.13,
};

/** That bill's one line. */
export const BILL_LINE = {
  _id: 'BLL1',
  Kind: 'Stock',
  RecLineId: 'PRL1',
  Desc: 'Brake pads, front',
  Qty: 3,
  Rate: 1010,
  Amount: 3030,
  Charge: 75.19,
  CGST: 279.47,
  SGST: 279.47,
  IGST: 0,
  Total: 3664.13,
};

/** The receive billed (its header): 3 brake pads at ₹1,000 against PO/2627/7. */
export const RECEIVE_HEAD = {
  _id: REC_ID,
  Num: 'PR/2627/9',
  Date: '2026-11-27',
  Sts: 'Received',
  PoId: 'PO1',
  PoNum: 'PO/2627/7',
  VendId: 'V1',
  VendName: 'Asha Auto Spares',
  VendRef: 'CH-88',
  WhId: 'WH1',
  LineCount: 1,
  Value: 3000,
  ver: 1,
};

/** The receive's line (`PoLineId` where the screen names the order line). */
export const RECEIVE_LINE = {
  _id: 'PRL1',
  ItemId: 'PRT9701',
  Desc: 'Brake pads, front',
  UoM: 'SET',
  Qty: 3,
  Rate: 1000,
  Value: 3000,
};

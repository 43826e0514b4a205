import type { AccessContext } from '../access/access-context';
import { hasAccessFlag } from '../access/module-access';
import { hasResourceRight } from '../access/resource-access';
import { PO_STATUS, type PurchaseOrderStatus } from './purchase-statuses';
import { PoStepMessages } from './po-step-messages';
import { PurchaseMessages } from './purchase-messages';

/**
 * What may be done with a purchase order in each status, and with which right
 * (docs/purchasing.md §18): one table read by the server, which refuses, and
 * by the order's screen, which shows only the buttons that would be accepted.
 *
 * - `create` is Inventory PO C: make, edit a draft, submit, send, cancel.
 * - `approve` is Inventory PO U: approve an order waiting for approval, close a part-received one.
 * - `editApproved` is the Service flag EdApprPO: edit an order once approved or sent.
 */
export type PoAction = 'Edit' | 'Submit' | 'Approve' | 'Send' | 'Resend' | 'Cancel' | 'Close';
export type PoRights = { create: boolean; approve: boolean; editApproved: boolean };

/** What the table needs to know of an order and its branch. */
export type PoState = {
  Sts: string;
  /** The branch's purchase settings ask for approval before an order is sent (Inventory.ApprPO). */
  approval: boolean;
  /** Nothing has come in against any line yet. */
  nothingReceived: boolean;
};

type Rule = {
  from: readonly PurchaseOrderStatus[];
  right: keyof PoRights;
  /** The status the action leaves; undefined keeps it (an edit of a draft, a resend). */
  to?: (s: PoState) => PurchaseOrderStatus | undefined;
  /** A further refusal once the status and right are right. */
  check?: (s: PoState) => string | undefined;
};

const { draft, needToBeSent, approved, sent, modified, partiallyReceived, cancelled, closed } = PO_STATUS;

const sendable = (s: PoState): string | undefined => {
  if (!s.approval) return undefined;
  return s.Sts === approved ? undefined : PoStepMessages.approveFirst;
};

export const PO_ACTIONS: Readonly<Record<PoAction, Rule>> = {
  // An order once approved or sent is amended as Modified: it is sent (and approved) again.
  Edit: {
    from: [draft, needToBeSent, approved, sent, modified],
    right: 'create',
    to: (s) => (s.Sts === approved || s.Sts === sent ? modified : undefined),
    check: (s) => (s.nothingReceived ? undefined : PoStepMessages.editAfterReceipt),
  },
  Submit: {
    from: [draft],
    right: 'create',
    to: () => needToBeSent,
    check: (s) => (s.approval ? undefined : PoStepMessages.noApprovalNeeded),
  },
  // A Modified order of a branch without approval is simply sent again.
  Approve: {
    from: [needToBeSent, modified],
    right: 'approve',
    to: () => approved,
    check: (s) => (s.Sts === modified && !s.approval ? PoStepMessages.noApprovalNeeded : undefined),
  },
  Send: { from: [draft, approved, modified], right: 'create', to: () => sent, check: sendable },
  // The vendor asks for the order again: the link goes out, the status stays.
  Resend: { from: [sent, partiallyReceived], right: 'create' },
  Cancel: {
    from: [draft, needToBeSent, approved, sent, modified],
    right: 'create',
    to: () => cancelled,
    check: (s) => (s.nothingReceived ? undefined : PurchaseMessages.notCancellable(s.Sts)),
  },
  Close: { from: [partiallyReceived], right: 'approve', to: () => closed },
};

/** Editing an Approved, Sent or Modified order needs EdApprPO besides PO C. */
const needsEditApproved = (action: PoAction, sts: string): boolean =>
  action === 'Edit' && (sts === approved || sts === sent || sts === modified);

export type PoDecision =
  { ok: true; to?: PurchaseOrderStatus | undefined } | { ok: false; message: string; forbidden?: boolean };

/** Whether `action` is open on the order for a user with `rights`, and the status it leaves. */
export function decidePoAction(action: PoAction, state: PoState, rights: PoRights): PoDecision {
  const rule = PO_ACTIONS[action];
  if (!(rule.from as readonly string[]).includes(state.Sts))
    return { ok: false, message: PoStepMessages.notOpen(action, state.Sts) };
  if (!rights[rule.right]) return { ok: false, message: PoStepMessages.noRight(action), forbidden: true };
  if (needsEditApproved(action, state.Sts) && !rights.editApproved)
    return { ok: false, message: PoStepMessages.editApprovedRight, forbidden: true };
  const problem = rule.check?.(state);
  if (problem) return { ok: false, message: problem };
  return { ok: true, to: rule.to?.(state) };
}

/** The actions a screen offers on the order (each one the server would accept). */
export const openPoActions = (state: PoState, rights: PoRights): PoAction[] =>
  (Object.keys(PO_ACTIONS) as PoAction[]).filter((a) => decidePoAction(a, state, rights).ok);

/** The user's rights over purchase orders, from the access data (the server's session, the screen's login). */
export const poRightsOf = (ctx: AccessContext): PoRights => ({
  create: hasResourceRight(ctx, 'Inventory', 'PO', 'C'),
  approve: hasResourceRight(ctx, 'Inventory', 'PO', 'U'),
  editApproved: hasAccessFlag(ctx, 'Service', 'EdApprPO'),
});

/** The branch asks for approval before an order is sent (settings/purchasesettings; off unless switched on). */
export const approvalRequired = (settings: { Inventory?: { ApprPO?: boolean | undefined } | undefined }): boolean =>
  settings.Inventory?.ApprPO === true;

/** The order as the table reads it: its status and whether any line has received anything. */
export const poStateOf = (
  order: { Sts: string; Lines: readonly { RecQty: number }[] },
  settings: Parameters<typeof approvalRequired>[0],
): PoState => ({
  Sts: order.Sts,
  approval: approvalRequired(settings),
  nothingReceived: order.Lines.every((l) => l.RecQty === 0),
});

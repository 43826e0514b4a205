import { describe, expect, it } from 'vitest';
import { decidePoAction, openPoActions, type PoRights } from './po-actions';
import { PoStepMessages } from './po-step-messages';

/** The action table of docs/purchasing.md §18, status by status. */

const ALL: PoRights = { create: true, approve: true, editApproved: true };
const CLERK: PoRights = { create: true, approve: false, editApproved: false };
const open = (Sts: string, approval: boolean, rights = ALL, nothingReceived = true) =>
  openPoActions({ Sts, approval, nothingReceived }, rights);

describe('the purchase order action table', () => {
  it('without approval: a draft is edited, sent or cancelled; a sent order sent again, amended or cancelled', () => {
    expect(open('Draft', false)).toEqual(['Edit', 'Send', 'Cancel']);
    expect(open('Sent', false)).toEqual(['Edit', 'Resend', 'Cancel']);
    expect(open('Modified', false)).toEqual(['Edit', 'Send', 'Cancel']);
    expect(open('Partially Received', false, ALL, false)).toEqual(['Resend', 'Close']);
    for (const sts of ['Received', 'Billed', 'Cancelled', 'Closed']) expect(open(sts, false)).toEqual([]);
  });

  it('with approval: submit, approve, then send; a Modified order is approved again', () => {
    expect(open('Draft', true)).toEqual(['Edit', 'Submit', 'Cancel']);
    expect(open('Need To Be Sent', true)).toEqual(['Edit', 'Approve', 'Cancel']);
    expect(open('Approved', true)).toEqual(['Edit', 'Send', 'Cancel']);
    expect(open('Modified', true)).toEqual(['Edit', 'Approve', 'Cancel']);
  });

  it('leaves the statuses of platform §4, an amendment of an approved or sent order as Modified', () => {
    const to = (action: Parameters<typeof decidePoAction>[0], Sts: string, approval = true) =>
      decidePoAction(action, { Sts, approval, nothingReceived: true }, ALL);
    expect(to('Submit', 'Draft')).toEqual({ ok: true, to: 'Need To Be Sent' });
    expect(to('Approve', 'Need To Be Sent')).toEqual({ ok: true, to: 'Approved' });
    expect(to('Send', 'Approved')).toEqual({ ok: true, to: 'Sent' });
    expect(to('Edit', 'Approved')).toEqual({ ok: true, to: 'Modified' });
    expect(to('Edit', 'Sent', false)).toEqual({ ok: true, to: 'Modified' });
    expect(to('Edit', 'Draft')).toEqual({ ok: true, to: undefined });
    expect(to('Send', 'Draft')).toEqual({ ok: false, message: PoStepMessages.approveFirst });
  });

  it('asks PO U to approve and close, and EdApprPO to amend an approved or sent order', () => {
    expect(open('Need To Be Sent', true, CLERK)).toEqual(['Edit', 'Cancel']);
    expect(open('Approved', true, CLERK)).toEqual(['Send', 'Cancel']);
    expect(open('Partially Received', false, CLERK, false)).toEqual(['Resend']);
    expect(decidePoAction('Edit', { Sts: 'Sent', approval: false, nothingReceived: true }, CLERK)).toEqual({
      ok: false,
      message: PoStepMessages.editApprovedRight,
      forbidden: true,
    });
  });
});

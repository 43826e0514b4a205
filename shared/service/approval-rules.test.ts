import { describe, expect, it } from 'vitest';
import { ApprovalMessages as M } from './approval-messages';
import {
  ApprovalRefused,
  approvesWork,
  checkSupplementaryOrder,
  decideLines,
  sendForApproval,
  settlesSupplementary,
} from './approval-rules';
import type { EstimateDoc } from './service-docs';

const estimate = (ops: string[], parts: string[] = [], extra: Partial<EstimateDoc> = {}): EstimateDoc =>
  ({
    Sts: 'New',
    Ops: ops.map((Sts, i) => ({ _id: `EO${i + 1}`, Desc: `Op ${i + 1}`, Sts })),
    Parts: parts.map((Sts, i) => ({ _id: `EP${i + 1}`, Desc: `Part ${i + 1}`, Sts })),
    ...extra,
  }) as unknown as EstimateDoc;

const refusal = (f: () => unknown): { status: number; message: string } => {
  try {
    f();
  } catch (e) {
    if (e instanceof ApprovalRefused) return { status: e.status, message: e.message };
    throw e;
  }
  throw new Error('not refused');
};

const waitingInitial = (): EstimateDoc => sendForApproval(estimate(['New'])).document;

describe('send for approval', () => {
  it('puts New lines waiting and the estimate WtngForAppr; decided lines stay', () => {
    const sent = sendForApproval(estimate(['New', 'Approved'], ['New']));
    expect(sent.document.Ops?.map((l) => l.Sts)).toEqual(['WtngForAppr', 'Approved']);
    expect(sent.document.Sts).toBe('WtngForAppr');
    expect(sent.changedLineIds).toEqual(['EO1', 'EP1']);
  });
  it('refuses an estimate with nothing to decide and a converted one', () => {
    expect(refusal(() => sendForApproval(estimate(['Approved']))).status).toBe(400);
    expect(refusal(() => sendForApproval(estimate(['New'], [], { Sts: 'Converted' }))).status).toBe(400);
  });
  it('sends a supplementary while its order takes work; refuses it once the order is invoiced, cancelled or declined', () => {
    const supp = estimate(['New'], ['New'], { ParentId: 'EST', Sts: 'Supplementary', Code: 'a' });
    expect(sendForApproval(supp, { Sts: 'InProgress', Num: 'WO/1' }).document.Sts).toBe('WtngForAppr');
    for (const Sts of ['Closed', 'Cancelled', 'Declined'] as const)
      expect(refusal(() => sendForApproval(supp, { Sts, Num: 'WO/1' })).status).toBe(400);
    expect(refusal(() => checkSupplementaryOrder({ Sts: 'Closed', Num: 'WO/1' }))).toEqual({
      status: 409,
      message: M.orderMovedOn('WO/1', 'Closed'),
    });
    expect(() => checkSupplementaryOrder({ Sts: 'Completed', Num: 'WO/1' })).not.toThrow();
  });
  it('a supplementary is settled once no line waits; a partial answer keeps it waiting', () => {
    const sent = sendForApproval(estimate(['New', 'New'], [], { ParentId: 'EST', Sts: 'Supplementary' })).document;
    const part = decideLines(sent, [{ LineId: 'EO1', Decision: 'Approve' }]).document;
    expect([part.Sts, settlesSupplementary(part)]).toEqual(['WtngForAppr', false]);
    const all = decideLines(part, [{ LineId: 'EO2', Decision: 'Decline' }]).document;
    expect([all.Sts, settlesSupplementary(all), approvesWork(all)]).toEqual(['Approved', true, true]);
    const none = decideLines(sent, [
      { LineId: 'EO1', Decision: 'Decline' },
      { LineId: 'EO2', Decision: 'Decline' },
    ]).document;
    expect([none.Sts, settlesSupplementary(none), approvesWork(none)]).toEqual(['Declined', true, false]);
    // A line on hold is not decided: nothing joins the order yet.
    expect(settlesSupplementary({ ...all, Parts: [{ _id: 'EP9', Sts: 'OnHold' }] } as EstimateDoc)).toBe(false);
    expect(settlesSupplementary(decideLines(waitingInitial(), [{ LineId: 'EO1', Decision: 'Approve' }]).document)).toBe(
      false,
    );
  });
});

describe('the customer decides', () => {
  const waiting = () => sendForApproval(estimate(['New', 'New'], ['New'])).document;
  it('approves one, declines another: the estimate stays waiting while a line waits', () => {
    const d = decideLines(waiting(), [
      { LineId: 'EO1', Decision: 'Approve' },
      { LineId: 'EO2', Decision: 'Decline' },
    ]);
    expect(d.document.Ops?.map((l) => l.Sts)).toEqual(['Approved', 'Declined']);
    expect(d.document.Sts).toBe('WtngForAppr');
    const all = decideLines(d.document, [{ LineId: 'EP1', Decision: 'Approve' }]);
    expect(all.document.Sts).toBe('Approved');
  });
  it('every line declined rolls the estimate up to Declined', () => {
    const d = decideLines(waiting(), [
      { LineId: 'EO1', Decision: 'Decline' },
      { LineId: 'EO2', Decision: 'Decline' },
      { LineId: 'EP1', Decision: 'Decline' },
    ]);
    expect(d.document.Sts).toBe('Declined');
  });
  it('refuses a decided line (409), a line not sent and an unknown line (400)', () => {
    const d = decideLines(waiting(), [{ LineId: 'EO1', Decision: 'Approve' }]).document;
    expect(refusal(() => decideLines(d, [{ LineId: 'EO1', Decision: 'Decline' }]))).toEqual({
      status: 409,
      message: expect.stringContaining('already been approved'),
    });
    expect(refusal(() => decideLines(estimate(['New']), [{ LineId: 'EO1', Decision: 'Approve' }])).status).toBe(400);
    expect(refusal(() => decideLines(d, [{ LineId: 'EO9', Decision: 'Approve' }])).status).toBe(400);
  });
});

import { describe, expect, it } from 'vitest';
import type { ServiceLaborLine } from '../documents/schemas';
import { DocumentMessages } from '../documents/validation-messages';
import { refusalOf } from './test/refusal-of';
import { applyJobMove, applyJobMoveToOrder } from './jobs';
import type { RepairOrderDoc } from './service-docs';
import { ServiceMessages as M } from './service-messages';

const at = (hhmm: string): string => `2026-11-24T${hhmm}:00.000+05:30`;
const job: ServiceLaborLine = {
  _id: 'WO1',
  Desc: 'Brake pads replace',
  Pr: 800,
  TCode: 106,
  Sts: 'Approved',
  Tech: 'tech-1',
};

const order = (over: Partial<RepairOrderDoc> = {}): RepairOrderDoc => ({
  _id: 'RO',
  Sts: 'Approved',
  Ops: [job, { _id: 'WO2', Pr: 600, TCode: 106, Sts: 'Approved', Tech: 'tech-2' }],
  Parts: [{ _id: 'WP1', OpId: 'WO1', Qty: 1, UnPr: 2400, TCode: 106, Sts: 'Approved' }],
  ...over,
});

describe('applyJobMove', () => {
  it('Start runs the clock and puts the job InProgress', () => {
    expect(applyJobMove(job, { Move: 'Start' }, { now: at('10:00') })).toMatchObject({
      Sts: 'InProgress',
      ClockOn: at('10:00'),
    });
  });

  it('Pause stops the clock, adds the whole minutes worked, and keeps the job InProgress', () => {
    const started = applyJobMove(job, { Move: 'Start' }, { now: at('10:00') });
    const paused = applyJobMove(started, { Move: 'Pause' }, { now: at('10:45') });
    expect(paused).toMatchObject({ Sts: 'InProgress', ClockOn: at('10:00'), ClockOff: at('10:45'), Worked: 45 });
    const again = applyJobMove(paused, { Move: 'Start' }, { now: at('11:30') });
    expect(again).toMatchObject({ Sts: 'InProgress', ClockOn: at('11:30'), Worked: 45 });
    expect(again).not.toHaveProperty('ClockOff');
    expect(applyJobMove(again, { Move: 'Complete' }, { now: at('12:00') })).toMatchObject({
      Sts: 'Completed',
      ClockOff: at('12:00'),
      Worked: 75,
    });
  });

  it("takes the technician's corrected clock times", () => {
    const started = applyJobMove(job, { Move: 'Start', ClockOn: at('09:30') }, { now: at('10:00') });
    expect(applyJobMove(started, { Move: 'Pause', ClockOff: at('09:50') }, { now: at('10:05') }).Worked).toBe(20);
    expect(
      refusalOf(() => applyJobMove(started, { Move: 'Pause', ClockOff: at('09:00') }, { now: at('10:05') })).message,
    ).toBe(M.clockOffBeforeOn);
  });

  it('a job never started can be completed at once; Worked stays empty', () => {
    const done = applyJobMove(job, { Move: 'Complete' }, { now: at('10:00') });
    expect(done.Sts).toBe('Completed');
    expect(done.Worked).toBeUndefined();
  });

  it.each<[string, ServiceLaborLine, 'Start' | 'Pause' | 'Complete', string]>([
    ['start twice', { ...job, Sts: 'InProgress', ClockOn: at('10:00') }, 'Start', M.jobRunning],
    ['pause a job not running', job, 'Pause', M.jobNotRunning],
    ['work on a line not approved', { ...job, Sts: 'New' }, 'Start', M.jobNotApproved],
    ['work on a completed line', { ...job, Sts: 'Completed' }, 'Complete', M.jobDone('Completed')],
    ['work on a held line', { ...job, Sts: 'OnHold' }, 'Start', M.jobDone('On Hold')],
  ])('refuses to %s', (_n, line, Move, message) => {
    expect(refusalOf(() => applyJobMove(line, { Move }, { now: at('10:00') }))).toMatchObject({ status: 400, message });
  });
});

describe('applyJobMoveToOrder', () => {
  it('only the assigned technician moves a job (403); a line not on the order is 404', () => {
    expect(
      refusalOf(() => applyJobMoveToOrder(order(), 'WO1', 'tech-2', { Move: 'Start' }, { now: at('10:00') })),
    ).toMatchObject({
      status: 403,
      message: M.notYourJob,
    });
    expect(
      refusalOf(() => applyJobMoveToOrder(order(), 'WO9', 'tech-1', { Move: 'Start' }, { now: at('10:00') })).status,
    ).toBe(404);
  });

  it('the order rolls up: InProgress on start, Completed once every active line is', () => {
    const started = applyJobMoveToOrder(order(), 'WO1', 'tech-1', { Move: 'Start' }, { now: at('10:00') });
    expect(started.order.Sts).toBe('InProgress');
    expect(started.changedLineIds).toEqual(['WO1']);
    const one = applyJobMoveToOrder(started.order, 'WO1', 'tech-1', { Move: 'Complete' }, { now: at('11:00') });
    expect(one.order.Parts?.[0]?.Sts).toBe('Completed');
    expect(one.changedLineIds).toEqual(['WO1', 'WP1']);
    expect(one.order.Sts).toBe('Approved');
    const both = applyJobMoveToOrder(one.order, 'WO2', 'tech-2', { Move: 'Complete' }, { now: at('11:30') });
    expect(both.order.Sts).toBe('Completed');
  });

  it("refuses to complete a job whose tracked part is not issued in full: 'Insufficient Quantity.'", () => {
    const doc = order({
      Parts: [{ _id: 'WP1', OpId: 'WO1', Qty: 2, IQty: 1, Track: 'BN', UnPr: 2400, TCode: 106, Sts: 'Approved' }],
    });
    const e = refusalOf(() => applyJobMoveToOrder(doc, 'WO1', 'tech-1', { Move: 'Complete' }, { now: at('10:00') }));
    expect(e.message).toBe('Insufficient Quantity.');
    expect(e.Issues).toEqual([{ LineId: 'WP1', Field: 'IQty', Message: DocumentMessages.trackedPartNotIssued }]);
  });

  it('refuses jobs of an order on hold, cancelled or closed', () => {
    expect(
      refusalOf(() =>
        applyJobMoveToOrder(order({ Sts: 'OnHold' }), 'WO1', 'tech-1', { Move: 'Start' }, { now: at('10:00') }),
      ).message,
    ).toBe(M.orderNotWorkable('On Hold'));
    expect(
      refusalOf(() =>
        applyJobMoveToOrder(order({ Sts: 'Closed' }), 'WO1', 'tech-1', { Move: 'Start' }, { now: at('10:00') }),
      ).status,
    ).toBe(400);
  });
});

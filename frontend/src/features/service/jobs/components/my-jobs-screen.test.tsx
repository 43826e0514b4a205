import { Messages } from '@shared/api/messages';
import { ServiceMessages } from '@shared/service/service-messages';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, getToasts } from '../../../../components/toast/toast-store';
import {
  docId,
  ok,
  refuse,
  renderRoute,
  sessionOf,
  SLOW,
  stubServer,
  type Role,
  type Sent,
} from '../../dashboards/testing/service-list-kit';
import type { JobRow } from '../api/my-jobs';
import { Component as MyJobs } from '../routes/my-jobs';

let jobs: JobRow[];
let sent: Sent[];
/** The next PUT loses the ver race. */
let conflict: boolean;

const job = (n: number, over: Partial<JobRow> = {}): JobRow => ({
  WOId: docId(n),
  Num: `WO/2627/0000${n}`,
  LineId: `WO${n}`,
  Desc: `Front brake pads replace ${n}`,
  Sts: 'Approved',
  RegNo: `KA01AB100${n}`,
  CustName: 'Kiran Shetty',
  PrDate: '2026-11-24',
  PrTime: '17:00',
  Worked: 0,
  ver: 1,
  ...over,
});

function server({ method, path, body }: Sent): Response {
  if (path === 'Service/Jobs/Mine' && method === 'GET') return ok({ Items: jobs });
  const [, id, lineId] = /^Service\/WorkOrders\/(\w+)\/Jobs\/(\w+)$/.exec(path) ?? [];
  const current = jobs.find((j) => j.WOId === id && j.LineId === lineId);
  if (method !== 'PUT' || !current) return refuse(404, 'This job is not on the repair order.');
  if (conflict || body?.ver !== current.ver) return refuse(409, Messages.conflict);
  const move = body.Move as string;
  const now = '2026-11-24T10:00:00.000Z';
  const next: JobRow =
    move === 'Start'
      ? { ...current, Sts: 'InProgress', ClockOn: now, ver: current.ver + 1 }
      : move === 'Pause'
        ? { ...current, Sts: 'Approved', Worked: (current.Worked ?? 0) + 12, ver: current.ver + 1 }
        : { ...current, Sts: 'Completed', ver: current.ver + 1 };
  jobs = next.Sts === 'Completed' ? jobs.filter((j) => j !== current) : jobs.map((j) => (j === current ? next : j));
  return ok({ Job: next, Message: ServiceMessages.jobUpdated });
}

beforeEach(() => {
  jobs = [
    job(1),
    job(2, { Sts: 'InProgress', Worked: 65, ClockOn: new Date(Date.now() - 9_000).toISOString() }),
    job(3, { Sts: 'WtngForAppr' }),
  ];
  conflict = false;
  sent = stubServer(server);
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const open = (role: Role = 'technician') =>
  renderRoute(
    [{ path: '/Service/VehicleJobsDashboard', Component: MyJobs }],
    '/Service/VehicleJobsDashboard',
    sessionOf(role),
  );
const card = (n: number) => screen.getByRole('listitem', { name: `Job WO/2627/0000${n} WO${n}` });
const puts = () => sent.filter((s) => s.method === 'PUT').map((s) => `${s.path} ${JSON.stringify(s.body)}`);

describe('My Jobs', () => {
  it("lists the technician's jobs: order, vehicle, job, promised time, status and time worked, with the moves each allows", async () => {
    open();
    await screen.findAllByTestId('job-card', {}, SLOW);
    const first = within(card(1));
    expect(first.getByText('Repair Order WO/2627/00001')).toBeTruthy();
    expect(first.getByText('Front brake pads replace 1')).toBeTruthy();
    expect(first.getByText('KA01AB1001 · Kiran Shetty')).toBeTruthy();
    expect(first.getByText('Promised 24 Nov 2026 17:00')).toBeTruthy();
    expect(first.getByText('Approved')).toBeTruthy();
    expect(first.getByRole('timer').textContent).toBe('0:00:00');
    expect(first.getAllByRole('button').map((b) => b.textContent)).toEqual(['Start', 'Complete']);
    expect(
      within(card(2))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Pause', 'Complete']);
    expect(within(card(2)).getByText('In Progress')).toBeTruthy();
    // Not approved yet: nothing to do but wait.
    expect(within(card(3)).queryAllByRole('button')).toEqual([]);
    expect(within(card(3)).getByText('Waiting for Approval')).toBeTruthy();
  });

  it('runs the clock of a started job', async () => {
    open();
    await screen.findAllByTestId('job-card', {}, SLOW);
    const clock = within(card(2)).getByRole('timer', { name: 'Time worked, running' });
    const before = clock.textContent ?? '';
    expect(before).toMatch(/^1:05:(09|1\d)$/);
    await waitFor(() => expect(clock.textContent).not.toBe(before), { timeout: 3000 });
  });

  it('starts, pauses and completes a job with the line ver, saying Job Updated Successfully.', async () => {
    open();
    await screen.findAllByTestId('job-card', {}, SLOW);
    fireEvent.click(within(card(1)).getByRole('button', { name: 'Start WO/2627/00001 WO1' }));
    await waitFor(() => expect(within(card(1)).getByText('In Progress')).toBeTruthy(), SLOW);
    expect(getToasts().map((t) => `${t.kind}: ${t.message}`)).toContain(`success: ${ServiceMessages.jobUpdated}`);
    fireEvent.click(within(card(1)).getByRole('button', { name: 'Pause WO/2627/00001 WO1' }));
    await waitFor(() => expect(within(card(1)).getByRole('timer').textContent).toBe('0:12:00'), SLOW);
    fireEvent.click(within(card(1)).getByRole('button', { name: 'Complete WO/2627/00001 WO1' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Job WO/2627/00001 WO1' })).toBeNull(), SLOW);
    expect(puts()).toEqual([
      `Service/WorkOrders/${docId(1)}/Jobs/WO1 {"Move":"Start","ver":1}`,
      `Service/WorkOrders/${docId(1)}/Jobs/WO1 {"Move":"Pause","ver":2}`,
      `Service/WorkOrders/${docId(1)}/Jobs/WO1 {"Move":"Complete","ver":3}`,
    ]);
  });

  it('shows the conflict toast with Refresh when the job changed elsewhere', async () => {
    conflict = true;
    open();
    await screen.findAllByTestId('job-card', {}, SLOW);
    fireEvent.click(within(card(1)).getByRole('button', { name: 'Start WO/2627/00001 WO1' }));
    await waitFor(() => expect(getToasts().find((t) => t.kind === 'conflict')?.action?.label).toBe('Refresh'), SLOW);
    expect(getToasts().some((t) => t.kind === 'success')).toBe(false);
    expect(within(card(1)).getByText('Approved')).toBeTruthy();
  });

  it('says so when there are no jobs', async () => {
    jobs = [];
    open();
    expect(await screen.findByText(/No Jobs to Show/, {}, SLOW)).toBeTruthy();
  });

  it('refuses a user without the technician flag, and never asks for the list', async () => {
    open('helper');
    expect(await screen.findByText(Messages.unauthorisedPage)).toBeTruthy();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(sent).toEqual([]);
  });
});

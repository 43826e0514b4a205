import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserAndEntity } from '@shared/api/routes/iam';
import { ReminderMessages } from '@shared/reminders/reminder-messages';
import type { ReminderListAnswer, ReminderRow } from '@shared/reminders/reminder-schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServerOfFile } from '../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../components/testing/fixtures';
import { renderRoutes } from '../../components/testing/render';
import { ReminderTexts } from './components/reminder-texts';
import { Component as InsuranceReport } from './routes/insurance-expiring';
import { Component as Reminders } from './routes/reminders';

const fake = fakeServerOfFile();
afterEach(() => vi.unstubAllGlobals());

function advisor(features: Record<string, boolean> = {}): UserAndEntity {
  const { Token: _t, ...session } = loginAnswer({
    access: { SA: false, EA: false, Common: {}, Service: { Access: true, MA: false, Appt: 'CRU', WO: 'CRU' } },
  });
  return {
    ...session,
    Entity: {
      ...session.Entity,
      Config: { ...session.Entity.Config, Service: { Access: true, Features: features } },
    },
  } as UserAndEntity;
}

const ok = (body: unknown) => jsonResponse(200, body);
const row = (over: Partial<ReminderRow> = {}): ReminderRow => ({
  Kind: 'NextService',
  Id: '01JDWO0000000000000000001',
  Due: '2026-12-02',
  CustId: 'c1',
  CustName: 'Meera Nair',
  ProdId: 'p1',
  RegNo: 'KA01AB1234',
  What: 'Next service · WO/2627/12',
  ...over,
});
const answer = (rows: ReminderRow[], over: Partial<ReminderListAnswer> = {}): ReminderListAnswer => ({
  Kind: 'NextService',
  From: '2026-11-30',
  To: '2026-12-06',
  Today: '2026-12-01',
  Rows: rows,
  More: false,
  ...over,
});
const render = (at = '/Service/Reminders?w=2026-12-01', session = advisor()) =>
  renderRoutes(
    [
      { path: 'Service/Reminders', Component: Reminders },
      { path: 'reports/InsuranceExpiring', Component: InsuranceReport },
    ],
    at,
    session,
  );

describe('Service/Reminders', () => {
  it("reads the week from Monday; a row's Send sends it and then shows who sent it", async () => {
    let sent = false;
    const sentRow = row({
      Sent: { At: '2026-11-29T05:00:00.000Z', By: 'u1', ByName: 'Asha', Channel: 'SMS', To: '9876543210' },
    });
    fake.server = (s) => {
      if (s.method === 'GET' && s.path === 'Reminders/NextService') return ok(answer([sent ? sentRow : row()]));
      if (s.method === 'POST' && s.path === 'Reminders/Send') {
        sent = true;
        return ok({ Sent: sentRow.Sent, Already: false });
      }
      return undefined;
    };
    render();
    const table = await screen.findByRole('table', { name: /Next service reminders, 30 Nov 2026 to 6 Dec 2026/ });
    expect(fake.sent[0]?.query).toEqual({ From: '2026-11-30', To: '2026-12-06' });
    expect(within(table).getByText('Meera Nair')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(table).getByText('Sent 29 Nov 2026 by Asha')).toBeTruthy());
    expect(fake.writes()[0]?.body).toEqual({
      Kind: 'NextService',
      Id: row().Id,
      Due: '2026-12-02',
      Channel: 'SMS',
    });
    expect(within(table).queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('selected reminders send one after another by SMS, with their progress', async () => {
    const rows = [row(), row({ Id: 'two', CustName: 'Arjun Rao', RegNo: 'KA02CD5678' })];
    fake.server = (s) => {
      if (s.method === 'GET') return ok(answer(rows));
      if (s.method === 'POST')
        return ok({
          Sent: { At: '2026-12-01T05:00:00.000Z', By: 'u1', ByName: 'Asha', Channel: 'SMS', To: '9' },
          Already: false,
        });
      return undefined;
    };
    render();
    await screen.findByText('Arjun Rao');
    fireEvent.click(screen.getByRole('button', { name: ReminderTexts.selectAll }));
    fireEvent.click(screen.getByRole('button', { name: ReminderTexts.sendAll(2) }));
    await waitFor(() => expect(fake.writes()).toHaveLength(2));
    expect(fake.writes().map((w) => w.body?.Id)).toEqual([rows[0]?.Id, 'two']);
    expect(fake.writes().every((w) => w.body?.Channel === 'SMS')).toBe(true);
    await screen.findByText(ReminderTexts.sentAll(2));
  });

  it('tabs per kind and the week move the list; an empty week says so; without DeclSvc there is no declined tab', async () => {
    fake.server = (s) => (s.method === 'GET' ? ok(answer([], { Kind: 'Insurance' })) : undefined);
    render('/Service/Reminders?w=2026-12-01', advisor({ DeclSvc: false }));
    await screen.findByText(ReminderMessages.empty.NextService);
    expect(screen.queryByRole('radio', { name: 'Declined work' }) ?? screen.queryByText('Declined work')).toBeNull();
    fireEvent.click(screen.getByText('Insurance'));
    await screen.findByText(ReminderMessages.empty.Insurance);
    expect(fake.sent.at(-1)?.path).toBe('Reminders/Insurance');
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(fake.sent.at(-1)?.query).toEqual({ From: '2026-12-07', To: '2026-12-13' }));
  });

  it('at 390 px each reminder is a card with its Send', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    fake.server = (s) => (s.method === 'GET' ? ok(answer([row()])) : undefined);
    render();
    const cards = await screen.findByRole('region', { name: /Next service reminders/ });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(cards).getByText('Meera Nair')).toBeTruthy();
    expect(within(cards).getByRole('button', { name: 'Send' })).toBeTruthy();
  });
});

describe('reports/InsuranceExpiring', () => {
  it('lists the policies of the range, each opening its vehicle', async () => {
    fake.server = (s) =>
      s.path === 'Reports/InsuranceExpiring'
        ? ok({
            From: '2026-12-01',
            To: '2026-12-31',
            Today: '2026-12-01',
            More: false,
            Rows: [{ ProdId: 'p1', RegNo: 'KA01AB1234', CustName: 'Meera Nair', Insurer: 'ACKO', ExpDt: '2026-12-09' }],
          })
        : undefined;
    render('/reports/InsuranceExpiring?From=2026-12-01&To=2026-12-31');
    const link = await screen.findByRole('link', { name: 'KA01AB1234' });
    expect(link.getAttribute('href')).toBe('/Products/Product/p1');
    expect(fake.sent[0]?.query).toEqual({ From: '2026-12-01', To: '2026-12-31' });
    expect(screen.getByText('9 Dec 2026')).toBeTruthy();
  });
});

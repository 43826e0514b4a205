import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../../components/toast/toast-store';
import { clearUnsavedChanges } from '../../../../components/unsaved-changes/unsaved-changes-store';
import {
  ok,
  ORDER_ID,
  orderAnswer,
  renderDocument,
  stubServer,
  type FakeServer,
  type Sent,
} from '../testing/document-test-kit';

const SLOW = { timeout: 5000 };
let sent: Sent[];
let server: FakeServer;
beforeEach(() => {
  server = () => undefined;
  sent = stubServer((call) => server(call));
});
afterEach(() => {
  cleanup();
  clearToasts();
  clearUnsavedChanges();
  vi.unstubAllGlobals();
});

/** The branch's people as Users/EmployeesOfEntity answers them: one technician, one advisor. */
const EMPLOYEES = [
  { UserId: 'U-ADV', Name: 'Sunil Rao', UserName: 'sunil', Role: 'Service Advisor', Tec: false },
  { UserId: 'U-TEC', Name: 'Suresh Babu', UserName: 'suresh', Role: 'Technician', Tec: true },
];

describe('assigning a technician', () => {
  it("an advisor, who cannot list users, picks from the branch's technicians and the pick is saved", async () => {
    server = ({ method, path }) => {
      if (path === 'Users/EmployeesOfEntity/org-1/ent-1') return ok(EMPLOYEES);
      if (method === 'PUT') return ok(orderAnswer({ ver: 6 }));
      return path === `Service/WorkOrders/${ORDER_ID}` ? ok(orderAnswer()) : undefined;
    };
    renderDocument(`/Service/WorkOrder/${ORDER_ID}`, 'advisor');
    const cell = await screen.findByRole('combobox', { name: 'Technician, labour 1' }, SLOW);
    await waitFor(() => expect(sent.some((s) => s.path === 'Users/EmployeesOfEntity/org-1/ent-1')).toBe(true), SLOW);
    fireEvent.change(cell, { target: { value: 'Su' } });
    const list = await screen.findByRole('listbox', { name: 'Technician, labour 1 suggestions' });
    // Only technicians are offered: Sunil is an employee of the branch but not a technician.
    await waitFor(
      () =>
        expect(
          within(list)
            .getAllByRole('option')
            .map((o) => o.textContent),
        ).toEqual(['Suresh Babusuresh']),
      SLOW,
    );
    fireEvent.click(within(list).getByRole('option', { name: /Suresh Babu/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.filter((s) => s.method === 'PUT')).toHaveLength(1), SLOW);
    expect((sent.find((s) => s.method === 'PUT')?.body?.Ops as Record<string, unknown>[])[0]).toMatchObject({
      _id: 'WO1',
      Tech: 'U-TEC',
    });
    expect(sent.some((s) => s.path === 'Users')).toBe(false);
  });
});

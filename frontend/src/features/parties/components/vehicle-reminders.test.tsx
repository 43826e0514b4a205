import type { AccessContext } from '@shared/access/access-model';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerOfFile } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { renderWithProviders } from '../../../components/testing/render';
import { VehicleReminders } from './vehicle-reminders';

const fake = fakeServerOfFile();

const ctxWith = (Appt: string | undefined): AccessContext => {
  const session = loginAnswer({
    access: {
      SA: false,
      EA: false,
      Common: { Product: 'CRU' },
      Service: { Access: true, MA: false, ...(Appt ? { Appt } : {}) },
    },
  });
  return { access: session.Access, config: session.Entity.Config, user: session.User } as AccessContext;
};

describe("Reminders sent on a vehicle's screen", () => {
  it('lists what was sent, when, by whom and how', async () => {
    fake.server = (s) =>
      s.path === 'Reminders/Vehicle/p1'
        ? jsonResponse(200, {
            Rows: [
              {
                Kind: 'Insurance',
                Due: '2026-12-05',
                At: '2026-11-29T05:00:00.000Z',
                By: 'u1',
                ByName: 'Asha',
                Channel: 'SMS',
                To: '9876543210',
              },
            ],
          })
        : undefined;
    renderWithProviders(<VehicleReminders ctx={ctxWith('R')} id="p1" />);
    expect(await screen.findByText('Sent 29 Nov 2026 by Asha')).toBeTruthy();
    expect(screen.getByText('Insurance')).toBeTruthy();
    expect(screen.getByText('SMS to 9876543210')).toBeTruthy();
  });

  it('asks nothing and shows nothing for a user who may not read the reminders', async () => {
    renderWithProviders(<VehicleReminders ctx={ctxWith(undefined)} id="p1" />);
    await new Promise((r) => setTimeout(r, 20));
    expect(fake.sent).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Reminders sent' })).toBeNull();
  });
});

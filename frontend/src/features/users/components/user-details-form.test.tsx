import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserDetailsForm } from './user-details-form';

afterEach(cleanup);

const branches = [
  { value: 'E1', label: 'Karkhana Motors Koramangala' },
  { value: 'E2', label: 'Karkhana Spares Hosur' },
];
const roles = [
  { value: 'Service Advisor', label: 'Service Advisor' },
  { value: 'R1', label: 'Front Desk' },
];

const field = (text: string): HTMLInputElement | HTMLSelectElement => {
  const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim().startsWith(text));
  const input = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
  if (!(input instanceof HTMLInputElement || input instanceof HTMLSelectElement)) throw new Error(`No field ${text}`);
  return input;
};

describe('user details form (spec platform §2 User/User/New)', () => {
  it(
    'sends a new user with login name, initial password, default branch, role and the technician flag as true/false',
    { timeout: 30_000 },
    async () => {
      const onSubmit = vi.fn(async (_values: unknown) => undefined);
      render(
        <UserDetailsForm
          user={undefined}
          branches={branches}
          roles={roles}
          designations={['Advisor']}
          departments={[]}
          readOnly={false}
          busy={false}
          onSubmit={onSubmit}
        />,
      );
      fireEvent.change(field('Name'), { target: { value: 'Kavya Rao' } });
      fireEvent.change(field('Username'), { target: { value: ' Kavya ' } });
      fireEvent.change(field('Initial password'), { target: { value: 'start-pass-1' } });
      fireEvent.change(field('Default branch'), { target: { value: 'E2' } });
      fireEvent.change(field('Role'), { target: { value: 'R1' } });
      fireEvent.click(document.querySelector('input[name="Tec"]') as HTMLInputElement);
      fireEvent.click(document.querySelector('button[type="submit"]') as HTMLButtonElement);
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
        Name: 'Kavya Rao',
        UserName: 'kavya',
        Password: 'start-pass-1',
        DefEntId: 'E2',
        RoleId: 'R1',
        Tec: true,
        Email: '',
      });
    },
  );

  it(
    'saves an existing user by the details alone: the login fields are not asked again',
    { timeout: 30_000 },
    async () => {
      const onSubmit = vi.fn(async (_values: unknown) => undefined);
      const kavya = {
        UserId: 'U1',
        UserName: 'kavya',
        Name: 'Kavya Rao',
        Tec: false,
        Active: true,
        DefEntId: 'E1',
        Branches: [],
        ver: 4,
      };
      render(
        <UserDetailsForm
          user={kavya}
          branches={branches}
          roles={roles}
          designations={[]}
          departments={[]}
          readOnly={false}
          busy={false}
          onSubmit={onSubmit}
        />,
      );
      expect(document.querySelector('input[name="Password"]')).toBeNull();
      fireEvent.change(field('Name'), { target: { value: 'Kavya R.' } });
      fireEvent.click(document.querySelector('button[type="submit"]') as HTMLButtonElement);
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ Name: 'Kavya R.', DefEntId: 'E1', Tec: false });
    },
  );

  it('refuses a short password and a bad phone before sending anything', { timeout: 30_000 }, async () => {
    const onSubmit = vi.fn(async (_values: unknown) => undefined);
    render(
      <UserDetailsForm
        user={undefined}
        branches={branches}
        roles={roles}
        designations={[]}
        departments={[]}
        readOnly={false}
        busy={false}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.change(field('Name'), { target: { value: 'Kavya Rao' } });
    fireEvent.change(field('Username'), { target: { value: 'kavya' } });
    fireEvent.change(field('Initial password'), { target: { value: 'short' } });
    fireEvent.change(field('Phone'), { target: { value: '12345' } });
    fireEvent.click(document.querySelector('button[type="submit"]') as HTMLButtonElement);
    await waitFor(() => expect(document.body.textContent).toContain('Enter a 10-digit phone number.'));
    expect(document.body.textContent).toContain('Use at least 8 characters.');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('same field, same control', () => {
  it(
    'picks Designation and Department from their managed lists, keeping a saved value that left the list',
    { timeout: 30_000 },
    async () => {
      const onSubmit = vi.fn(async (_values: unknown) => undefined);
      render(
        <UserDetailsForm
          user={undefined}
          branches={branches}
          roles={roles}
          designations={['Advisor', 'Cashier']}
          departments={['Service', 'Stores']}
          readOnly={false}
          busy={false}
          onSubmit={onSubmit}
        />,
      );
      const designation = field('Designation');
      const department = field('Department');
      expect(designation).toBeInstanceOf(HTMLSelectElement);
      expect(department).toBeInstanceOf(HTMLSelectElement);
      expect([...(designation as HTMLSelectElement).options].map((o) => o.value)).toEqual(['', 'Advisor', 'Cashier']);
      expect([...(department as HTMLSelectElement).options].map((o) => o.value)).toEqual(['', 'Service', 'Stores']);
    },
  );
});

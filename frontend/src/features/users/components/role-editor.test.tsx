import { predefinedRole } from '@shared/access/roles';
import type { Role } from '@shared/users/role-schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServerOfFile, inTurn } from '../../../components/testing/fake-server';
import { jsonResponse } from '../../../components/testing/fixtures';
import { renderWithProviders } from '../../../components/testing/render';
import { RoleForm } from './role-form';

const fake = fakeServerOfFile();

/**
 * Direct look-ups: the matrix holds over a hundred inputs and label queries over
 * all of them are slow under jsdom. Native checkboxes carry their aria-label;
 * Amplify checkboxes (module switches, flags) carry the name `<Area>.<Key>`.
 */
const checkbox = (name: string): HTMLInputElement => {
  const found = document.querySelector<HTMLInputElement>(`input[aria-label="${name}"], input[name="${name}"]`);
  if (!found) throw new Error(`No checkbox ${name}`);
  return found;
};
const byLabel = (text: string): HTMLInputElement => {
  const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.includes(text));
  const input = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
  if (!(input instanceof HTMLInputElement)) throw new Error(`No field ${text}`);
  return input;
};

const WAREHOUSES = [
  { value: 'WH-1', label: 'Main stores' },
  { value: 'WH-2', label: 'Body shop stores' },
];

describe('role editor (spec platform §3 Access data, §6 roles)', () => {
  it('shows a predefined role read-only with its rights ticked', { timeout: 30_000 }, () => {
    const advisor = predefinedRole('Service Advisor');
    const role: Role = { RoleId: advisor.Name, Name: advisor.Name, Predefined: true, Access: advisor.Access, ver: 1 };
    renderWithProviders(<RoleForm industry="AUTO-2" role={role} canSave onSaved={vi.fn()} />);
    expect(screen.getByText(/Predefined roles are read-only/)).toBeTruthy();
    expect(checkbox('Service Repair Orders Create').checked).toBe(true);
    expect(checkbox('Service Repair Orders Delete').checked).toBe(false);
    expect(checkbox('Service Repair Orders Create').disabled).toBe(true);
    expect(checkbox('Service.Access').checked).toBe(true);
    expect(checkbox('Accounting.InvDisc').checked).toBe(true);
    expect(byLabel('Invoice discount cap').value).toBe('10%');
    expect(screen.queryByRole('button', { name: 'Save role' })).toBeNull();
  });

  it(
    'builds a custom role: module access and MA, C/R/U/D letters, flags, a percent cap, warehouses and reports',
    { timeout: 30_000 },
    async () => {
      const onSaved = vi.fn();
      const saved = {
        RoleId: 'R1',
        Name: 'Front Desk',
        Predefined: false,
        Access: { SA: false, EA: false, Common: {} },
        ver: 1,
      };
      fake.server = inTurn(jsonResponse(200, saved));
      renderWithProviders(
        <RoleForm industry="AUTO-2" warehouses={WAREHOUSES} role={undefined} canSave onSaved={onSaved} />,
      );

      fireEvent.change(byLabel('Role name'), { target: { value: ' Front Desk ' } });
      fireEvent.click(checkbox('Service.Access'));
      fireEvent.click(checkbox('Service Repair Orders Create'));
      fireEvent.click(checkbox('Service Repair Orders Read'));
      fireEvent.click(checkbox('Service.ReOpenWO'));
      fireEvent.click(checkbox('Common Customers Read'));
      fireEvent.click(checkbox('Inventory.MA'));
      fireEvent.change(byLabel('Invoice discount cap'), { target: { value: '7.5%' } });
      fireEvent.change(byLabel('Sales receipt discount cap'), { target: { value: '500' } });
      fireEvent.click(checkbox('Inventory.Whs.WH-1'));
      fireEvent.click(checkbox('Inventory.Whs.WH-2'));
      // Reports are ticked by name (docs/access-model.md 'Report ids'), never typed as ids.
      expect(screen.queryByLabelText('Allowed reports')).toBeNull();
      fireEvent.click(screen.getByRole('checkbox', { name: 'Customer-wise sales' }));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Item-wise sales' }));
      // Untick again: the letter goes, the others stay in C/R/U/D order.
      fireEvent.click(checkbox('Service Repair Orders Create'));
      fireEvent.click(checkbox('Service Repair Orders Create'));
      fireEvent.click(screen.getByRole('button', { name: 'Save role' }));

      await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
      const [call] = fake.sent;
      expect(call?.path).toBe('Roles');
      expect(call?.query).toEqual({});
      expect(call?.method).toBe('POST');
      expect(call?.body).toEqual({
        Name: 'Front Desk',
        Access: {
          Common: { Customer: 'R' },
          Service: { Access: true, WO: 'CR', ReOpenWO: true },
          Inventory: { MA: true, Whs: ['WH-1', 'WH-2'] },
          Accounting: { InvDiscMax: '7.5%', SRDiscMax: 500 },
          Reports: { Reports: ['101', '102'] },
        },
      });
    },
  );

  it('refuses a discount cap that is neither an amount nor a percent, and a missing name', { timeout: 30_000 }, () => {
    renderWithProviders(<RoleForm industry="AUTO-2" role={undefined} canSave onSaved={vi.fn()} />);
    fireEvent.change(byLabel('Invoice discount cap'), { target: { value: 'ten' } });
    expect(screen.getByText('Enter an amount like 500 or a percent like 10%.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save role' }));
    expect(fake.sent).toEqual([]);
  });

  it(
    'keeps a custom role’s workspace memberships (Works WS) while its module switches are edited',
    { timeout: 30_000 },
    async () => {
      const WS = [
        { WSpc_Id: 'W1', WA: true },
        { WSpc_Id: 'W2', Task: 'CR', Meet: 'R' },
      ];
      const role: Role = {
        RoleId: 'R7',
        Name: 'Planner',
        Predefined: false,
        Access: { SA: false, EA: false, Common: {}, Works: { Access: true, MA: false, WS } },
        ver: 3,
      };
      const onSaved = vi.fn();
      fake.server = inTurn(jsonResponse(200, { ...role, ver: 4 }));
      renderWithProviders(<RoleForm industry="AUTO-2" role={role} canSave onSaved={onSaved} />);
      expect(checkbox('Works.Access').checked).toBe(true);
      fireEvent.click(checkbox('Works.MA'));
      fireEvent.click(screen.getByRole('button', { name: 'Save role' }));

      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      const [call] = fake.sent;
      expect(call?.method).toBe('PUT');
      expect(call?.body?.Access).toHaveProperty('Works', { Access: true, MA: true, WS });
    },
  );
});

describe('new role form (issue: "This Field Is Required." shown as soon as it opens)', () => {
  it(
    'shows no error on Role name before any input, and the required message once Save is pressed',
    { timeout: 30_000 },
    async () => {
      renderWithProviders(<RoleForm industry="AUTO-2" role={undefined} canSave onSaved={vi.fn()} />);
      expect(screen.queryByText('This Field Is Required.')).toBeNull();
      expect(byLabel('Role name').getAttribute('aria-invalid')).not.toBe('true');
      fireEvent.click(screen.getByRole('button', { name: 'Save role' }));
      expect(await screen.findByText('This Field Is Required.')).toBeTruthy();
      expect(byLabel('Role name').getAttribute('aria-invalid')).toBe('true');
      expect(fake.sent).toEqual([]);
    },
  );

  it("says a too long name in people's words", { timeout: 30_000 }, async () => {
    renderWithProviders(<RoleForm industry="AUTO-2" role={undefined} canSave onSaved={vi.fn()} />);
    fireEvent.change(byLabel('Role name'), { target: { value: 'x'.repeat(61) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText('Use at most 60 characters.')).toBeTruthy();
  });
});

describe("role editor in people's words", () => {
  it(
    'names resources and flags as the screens do, never by code, and picks warehouses by name',
    { timeout: 30_000 },
    () => {
      renderWithProviders(
        <RoleForm industry="AUTO-2" warehouses={WAREHOUSES} role={undefined} canSave onSaved={vi.fn()} />,
      );
      const editor = screen.getByTestId('role-editor');
      const cells = [...editor.querySelectorAll('td:first-child')].map((td) => td.textContent ?? '');
      for (const code of ['WO', 'Est', 'CO', 'SlsRcpt', 'CPay', 'VPay', 'DNote', 'MyInv', 'CNote', 'DC'])
        expect(cells).not.toContain(code);
      expect(cells).toEqual(
        expect.arrayContaining([
          'Repair Orders',
          'Estimates',
          'Change Orders',
          'Sales Receipts',
          'Customer Payments',
          'Delivery Challans',
        ]),
      );
      expect(editor.textContent).not.toContain('Accounting: FF');
      expect(editor.textContent).toContain('Accounting: Free-form invoice lines');
      expect(within(editor).getByRole('group', { name: 'Allowed warehouses' })).toBeTruthy();
      expect(within(editor).getByLabelText('Main stores')).toBeTruthy();
      expect(within(editor).queryByLabelText(/warehouse ids/i)).toBeNull();
    },
  );

  it(
    'picks reports by name in their groups, and keeps a stored id it does not know ticked',
    { timeout: 30_000 },
    () => {
      const role: Role = {
        RoleId: 'R9',
        Name: 'Accounts',
        Predefined: false,
        Access: { SA: false, EA: false, Common: {}, Reports: { Access: true, MA: false, Reports: ['401', '999'] } },
        ver: 1,
      };
      renderWithProviders(<RoleForm industry="AUTO-2" role={role} canSave onSaved={vi.fn()} />);
      const reports = screen.getByRole('group', { name: 'Allowed reports' });
      expect(within(reports).getByRole('checkbox', { name: 'GSTR1' })).toHaveProperty('checked', true);
      expect(within(reports).getByRole('checkbox', { name: 'GSTR2' })).toHaveProperty('checked', false);
      expect(within(reports).getByRole('checkbox', { name: 'Report 999' })).toHaveProperty('checked', true);
      expect(reports.textContent).toContain('GST (1 of 6)');
      expect(reports.textContent).not.toMatch(/ids separated/i);
    },
  );
});

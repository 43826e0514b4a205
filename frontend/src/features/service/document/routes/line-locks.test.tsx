import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, ORDER_ID, orderAnswer, renderDocument, fakeDocumentServer } from '../testing/document-test-kit';

const SLOW = { timeout: 5000 };
const fake = fakeDocumentServer();

const EMPLOYEES = [{ UserId: 'U-TEC', Name: 'Suresh Babu', UserName: 'suresh', Role: 'Technician', Tec: true }];

describe('cells of an approved repair order follow the edit locks the API applies', () => {
  it('an advisor without the edit-approved flag sees the price, hours and payer read-only, and may still assign the technician and record quantities', async () => {
    fake.server = ({ path }) => {
      if (path === 'Users/EmployeesOfEntity/org-1/ent-1') return ok(EMPLOYEES);
      return path === `Service/WorkOrders/${ORDER_ID}` ? ok(orderAnswer()) : undefined;
    };
    renderDocument(`/Service/WorkOrder/${ORDER_ID}`, 'advisor');
    expect(await screen.findByRole('combobox', { name: 'Technician, labour 1' }, SLOW)).toBeTruthy();
    const rate = screen.getByLabelText('Rate, labour 1');
    expect(rate.tagName).toBe('OUTPUT');
    expect(rate.textContent).toBe('₹800.00');
    expect(screen.getByLabelText('Hours, labour 1').tagName).toBe('OUTPUT');
    expect(screen.getByLabelText('Payer, labour 1').tagName).toBe('OUTPUT');
    expect(screen.getByLabelText('Unit price, part 1').tagName).toBe('OUTPUT');
    expect(screen.getByRole('textbox', { name: 'Received, part 1' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Issued, part 1' })).toBeTruthy();
    // Removing an approved line is a change of the agreed work too.
    expect((screen.getByRole('button', { name: 'Remove labour 1' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Remove part 1' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('an entity admin changes the approved lines: the cells are editable', async () => {
    fake.server = ({ path }) => {
      if (path === 'Users/EmployeesOfEntity/org-1/ent-1') return ok(EMPLOYEES);
      return path === `Service/WorkOrders/${ORDER_ID}` ? ok(orderAnswer()) : undefined;
    };
    renderDocument(`/Service/WorkOrder/${ORDER_ID}`, 'admin');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Rate, labour 1' })).toBeTruthy(), SLOW);
    expect(screen.getByRole('combobox', { name: 'Payer, labour 1' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Remove labour 1' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

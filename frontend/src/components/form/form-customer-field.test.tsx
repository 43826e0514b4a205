import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../testing/fake-server';
import { jsonResponse } from '../testing/fixtures';
import { Form, FormCustomerField } from '.';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Values = { CustName: string; Cust: string };
let saved: Values | undefined;

function Sample({ start = { CustName: '', Cust: '' } }: { start?: Values }) {
  const form = useForm<Values>({ defaultValues: start });
  return (
    <Form form={form} onSubmit={form.handleSubmit((values) => (saved = values))}>
      <FormCustomerField<Values> name="CustName" idName="Cust" />
      <button type="submit">Save</button>
    </Form>
  );
}

const SLOW = { timeout: 5_000 };
const RAVI = { _id: 'C1', DName: 'Ravi Kumar', Type: 'Individual', Phone: '9800000001', RegNos: ['MH12AB1234'] };

describe('FormCustomerField', () => {
  it('searches customers by what is typed and fills the name and the id from the pick', async () => {
    const sent = stubServer(() => jsonResponse(200, { Items: [RAVI] }));
    render(<Sample />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Customer' }), { target: { value: 'Ravi' } });
    const option = await screen.findByRole('option', { name: /Ravi Kumar/ }, SLOW);
    // The phone and the vehicles tell namesakes apart.
    expect(option.textContent).toContain('9800000001 · MH12AB1234');
    expect(sent[0]).toMatchObject({ method: 'GET', path: 'Customers/Search', query: { Name: 'Ravi', Limit: '10' } });
    fireEvent.click(option);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(saved).toEqual({ CustName: 'Ravi Kumar', Cust: 'C1' }), SLOW);
  });

  it('shows the saved name, and typing changes only the name', async () => {
    stubServer(() => jsonResponse(200, { Items: [] }));
    render(<Sample start={{ CustName: 'Ravi Kumar', Cust: 'C1' }} />);
    const box = screen.getByRole('combobox', { name: 'Customer' }) as HTMLInputElement;
    expect(box.value).toBe('Ravi Kumar');
    fireEvent.change(box, { target: { value: 'Ravi K.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(saved).toEqual({ CustName: 'Ravi K.', Cust: 'C1' }), SLOW);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Form } from '../../../components/form';
import { stubServer } from '../../../components/testing/fake-server';
import { jsonResponse } from '../../../components/testing/fixtures';
import type { PartyFormValues } from '../utils/party-form-values';
import { AddressFields } from './address-fields';

beforeEach(() => {
  stubServer(({ path }) => {
    if (path === 'System/StatesCities/29/Cities') return jsonResponse(200, ['Bengaluru', 'Mysuru']);
    if (path === 'System/StatesCities/33/Cities') return jsonResponse(200, ['Chennai', 'Hosur']);
    return jsonResponse(404, { errorCode: 404, message: 'No such call.' });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Sample() {
  const form = useForm<PartyFormValues>({
    defaultValues: { BAdd: { St: 'Karnataka', Ct: 'Bengaluru' } } as unknown as PartyFormValues,
  });
  return (
    <Form form={form} onSubmit={() => undefined} aria-label="Sample">
      <AddressFields which="BAdd" legend="Billing address" />
    </Form>
  );
}

/** City is the state's city picker on customers too, as on Company Profile. */
describe('customer address', () => {
  it('picks the city from the chosen state’s cities, and a new state clears it', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Sample />
      </QueryClientProvider>,
    );
    const city = screen.getByLabelText('City') as HTMLSelectElement;
    expect(city.tagName).toBe('SELECT');
    await waitFor(() => expect([...city.options].map((o) => o.value)).toEqual(['', 'Bengaluru', 'Mysuru']));
    expect(city.value).toBe('Bengaluru');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Tamil Nadu' } });
    await waitFor(() => expect([...city.options].map((o) => o.value)).toEqual(['', 'Chennai', 'Hosur']));
    expect(city.value).toBe('');
  });
});

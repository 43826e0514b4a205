import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/toast/toast-store';
import { jsonResponse } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { EndOwnershipDialog } from './end-ownership-dialog';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

const open = () =>
  renderWithProviders(<EndOwnershipDialog open productId="P1" regNo="KA01AB1234" custId="C1" today="2026-11-24" onClose={vi.fn()} />);
const dateField = () => screen.getByLabelText('Ownership end date') as HTMLInputElement;
const end = () => fireEvent.click(screen.getByRole('button', { name: 'End ownership' }));

describe('end ownership (spec platform §5: product, date and customer are required)', { timeout: 20_000 }, () => {
  it('needs a date, and says so only once End ownership is pressed', async () => {
    open();
    fireEvent.change(dateField(), { target: { value: '' } });
    expect(screen.queryByText('This Field Is Required.')).toBeNull();
    end();
    expect(await screen.findByText('This Field Is Required.')).toBeTruthy();
    expect(dateField().required).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the server's refusal of the date on the date field", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { errorCode: 400, message: 'Some fields are not valid.', errors: [{ path: 'Dt', message: 'The end date is before the start.' }] }),
    );
    open();
    end();
    await waitFor(() => expect(dateField().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('The end date is before the start.').length).toBeGreaterThan(0);
  });
});

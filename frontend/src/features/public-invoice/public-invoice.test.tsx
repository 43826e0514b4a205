import { customerInvoice } from '@shared/documents/print/test/invoice-fixtures';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../components/testing/fake-server';
import { jsonResponse } from '../../components/testing/fixtures';
import { renderWithProviders } from '../../components/testing/render';
import { PublicInvoice, PublicInvoiceTexts } from './public-invoice';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'eyJpbnYiOiIwMUpEMDAwMDAwMDAwMDAwMDAwMDAwMDAwNyJ9.c2lnbmF0dXJl';
/** The server's words for a link past its time (shared/invoices/invoice-messages.ts). */
const EXPIRED = 'This invoice link has expired. Ask the workshop to send it again.';

describe('/i/{token}: the invoice behind an SMS link, without logging in', () => {
  it('asks the public call with the token and no session, and shows the tax invoice with Download PDF and the UPI QR', async () => {
    const sent: Sent[] = stubServer((call) =>
      call.path === `Public/Invoices/${TOKEN}`
        ? jsonResponse(200, customerInvoice)
        : jsonResponse(404, { errorCode: 404, message: 'Not found' }),
    );
    renderWithProviders(<PublicInvoice token={TOKEN} />);
    expect(screen.getByLabelText(PublicInvoiceTexts.loading)).toBeTruthy();
    const sheet = await screen.findByRole('article', { name: 'Tax Invoice INV/2627/00007' });
    expect(within(sheet).getByText('GSTIN: 29AAAPL1234C1Z5')).toBeTruthy();
    expect(within(sheet).getByRole('img', { name: 'UPI payment QR' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(sent).toEqual([expect.objectContaining({ method: 'GET', path: `Public/Invoices/${TOKEN}`, query: {} })]);
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
  });

  it("an expired link: the server's words, and no invoice", async () => {
    stubServer(() => jsonResponse(410, { errorCode: 410, message: EXPIRED }));
    renderWithProviders(<PublicInvoice token={TOKEN} />);
    expect((await screen.findByRole('alert')).textContent).toBe(EXPIRED);
    expect(screen.getByRole('heading', { name: PublicInvoiceTexts.cannotOpen })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('a link cut short or altered (refused as sent): says the link is not valid', async () => {
    stubServer(() =>
      jsonResponse(400, { errorCode: 400, message: 'Token: Too small: expected string to have >=20 characters' }),
    );
    renderWithProviders(<PublicInvoice token="short" />);
    expect((await screen.findByRole('alert')).textContent).toBe(PublicInvoiceTexts.invalid);
  });
});

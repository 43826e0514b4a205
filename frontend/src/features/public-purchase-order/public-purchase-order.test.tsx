import { PoStepMessages } from '@shared/purchasing/po-step-messages';
import { poPrintFixture } from '@shared/purchasing/test/po-fixtures';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../components/testing/fake-server';
import { jsonResponse } from '../../components/testing/fixtures';
import { renderWithProviders } from '../../components/testing/render';
import { PublicPoTexts, PublicPurchaseOrder } from './public-purchase-order';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'eyJwbyI6IjAxSkQwMDAwMDAwMDAwMDAwMDAwMDAwMDA3In0.c2lnbmF0dXJl';

describe('/p/{token}: the purchase order behind the vendor’s link, without logging in', () => {
  it('asks the public call with no session and shows the order with the buyer’s GSTIN, ₹ totals and Download PDF', async () => {
    const sent: Sent[] = stubServer((call) =>
      call.path === `Public/PurchaseOrders/${TOKEN}`
        ? jsonResponse(200, poPrintFixture(true))
        : jsonResponse(404, { errorCode: 404, message: 'Not found' }),
    );
    renderWithProviders(<PublicPurchaseOrder token={TOKEN} />);
    expect(screen.getByLabelText(PublicPoTexts.loading)).toBeTruthy();
    const sheet = await screen.findByRole('article', { name: 'Purchase Order PO/2627/7' });
    expect(within(sheet).getByText('GSTIN: 29AABCS1234F1Z5')).toBeTruthy();
    expect(within(sheet).getAllByText('₹4,370.34').length).toBeGreaterThan(0);
    expect(within(sheet).getByText('Asha Auto Spares')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(sent).toEqual([expect.objectContaining({ method: 'GET', path: `Public/PurchaseOrders/${TOKEN}` })]);
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
  });

  it('an expired link shows the server’s words and no order', async () => {
    stubServer(() => jsonResponse(401, { errorCode: 401, message: PoStepMessages.linkExpired }));
    renderWithProviders(<PublicPurchaseOrder token={TOKEN} />);
    expect((await screen.findByRole('alert')).textContent).toBe(PoStepMessages.linkExpired);
    expect(screen.getByRole('heading', { name: PublicPoTexts.cannotOpen })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('a link cut short says the link is not valid', async () => {
    stubServer(() => jsonResponse(400, { errorCode: 400, message: 'Token: Too small' }));
    renderWithProviders(<PublicPurchaseOrder token="short" />);
    expect((await screen.findByRole('alert')).textContent).toBe(PoStepMessages.linkInvalid);
  });
});

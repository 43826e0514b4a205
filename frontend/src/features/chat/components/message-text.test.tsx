import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { DocumentLinkMessages } from '@shared/documents/document-links';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quietQueryClient, renderRoutes } from '../../../components/testing/render';
import { stubServer } from '../../../components/testing/fake-server';
import { jsonResponse } from '../../../components/testing/fixtures';
import { chatSession } from '../testing/chat-kit';
import { messageParts } from '../utils/message-links';
import { MessageText } from './message-text';

const ORDER_ID = '01JD0000000000000000000042';
/** The advisor's rights: estimates and repair orders, no invoices. */
const ADVISOR = { SA: false, EA: false, Common: {}, Service: { Access: true, MA: false, Est: 'CRU', WO: 'CRU' } };

function Opened() {
  const { Id } = useParams();
  return <p>Opened order {Id}</p>;
}

function renderMessage(text: string, extra: { fromOtherOrganisation?: boolean } = {}) {
  const sent = stubServer(({ path, query }) =>
    path === 'Common/Documents/ByNumber' && query.Num === 'WO/2627/00012'
      ? jsonResponse(200, { type: 'RepairOrder', Id: ORDER_ID })
      : jsonResponse(404, { code: 'NOT_FOUND', message: DocumentLinkMessages.notFound }),
  );
  const onNavigate = vi.fn();
  const router = renderRoutes(
    [
      { path: '/basic/Home', element: <MessageText text={text} onNavigate={onNavigate} {...extra} /> },
      { path: '/Service/WorkOrder/:Id', element: <Opened /> },
    ],
    '/basic/Home',
    chatSession('AUTO-2', ADVISOR),
    { queryClient: quietQueryClient() },
  );
  return { sent, onNavigate, router };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a document number in a message', () => {
  it('is a button; activating it finds it in the branch and opens its screen', async () => {
    const { sent, onNavigate, router } = renderMessage('Parts for WO/2627/00012 are in.');
    const number = screen.getByRole('button', { name: 'WO/2627/00012' });
    expect(screen.getByText('Parts for', { exact: false })).toBeTruthy();
    // A native button: Tab reaches it and Enter activates it as a click.
    expect(number.tagName).toBe('BUTTON');
    fireEvent.click(number);
    await screen.findByText(`Opened order ${ORDER_ID}`);
    expect(router.state.location.pathname).toBe(`/Service/WorkOrder/${ORDER_ID}`);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(sent.filter((s) => s.path === 'Common/Documents/ByNumber')).toEqual([
      expect.objectContaining({ method: 'GET', query: { Num: 'WO/2627/00012' } }),
    ]);
  });

  it('an unknown number (or one not allowed) stays on the chat and says so in a toast', async () => {
    const { router, onNavigate } = renderMessage('Was it EST/2627/00099?');
    fireEvent.click(screen.getByRole('button', { name: 'EST/2627/00099' }));
    await screen.findByText(DocumentLinkMessages.notFound);
    expect(router.state.location.pathname).toBe('/basic/Home');
    expect(onNavigate).not.toHaveBeenCalled();
    await act(async () => {
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'EST/2627/00099' }).getAttribute('aria-busy')).toBe('false'),
      );
    });
  });

  it('is a plain reference when the user may not read that type, or the sender is of another organisation', () => {
    const { sent } = renderMessage('Invoice INV/2627/00003 and WO/2627/00012.', { fromOtherOrganisation: true });
    expect(screen.queryAllByRole('button', { name: /\/2627\// })).toEqual([]);
    expect(screen.getByText('INV/2627/00003').tagName).toBe('STRONG');
    expect(screen.getByText('WO/2627/00012').tagName).toBe('STRONG');
    cleanup();
    renderMessage('Invoice INV/2627/00003 and WO/2627/00012.');
    // No invoice right: the invoice number is text; the order number is a button.
    expect(screen.getByText('INV/2627/00003').tagName).toBe('STRONG');
    expect(screen.getByRole('button', { name: 'WO/2627/00012' })).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

describe('numbers found in text', () => {
  it('takes any invoice series, not credit notes or receipts, and not dates or parts of paths', () => {
    const numbers = (text: string) => messageParts(text, 'https://demo.example').filter((p) => p.kind === 'number');
    expect(numbers('SRV/2627/00007 and INV/26/00001')).toEqual([
      { kind: 'number', text: 'SRV/2627/00007', document: 'invoice' },
      { kind: 'number', text: 'INV/26/00001', document: 'invoice' },
    ]);
    expect(numbers('CN/2627/00001, RCPT/2627/00002, 12/03/2026, a/WO/2627/00001, WO/2699/00001')).toEqual([]);
  });
});

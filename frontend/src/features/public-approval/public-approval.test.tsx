import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ErrorMappingMessages } from '@shared/api/error-mapping-messages';
import { ApprovalMessages } from '@shared/service/approval-messages';
import type { ApprovalPage } from '@shared/service/approval-schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../components/testing/fake-server';
import { jsonResponse } from '../../components/testing/fixtures';
import { PublicApproval, PublicApprovalTexts } from './public-approval';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'eyJvcmciOiJvcmctMSIsImRvYyI6ImRvYy0xIn0.c2lnbmF0dXJl';
const PAGE: ApprovalPage = {
  Branch: 'Demo Motors Pune',
  Num: 'EST/2627/00012',
  Date: '2026-11-28',
  RegNo: 'MH 12 AB 1234',
  CustName: 'Meera Nair',
  Sts: 'WtngForAppr',
  ver: 3,
  Lines: [
    { Id: 'EO1', Kind: 'Labour', Desc: 'Brake pads replace', Qty: 1, NetAmt: 1000, Total: 1180, Sts: 'WtngForAppr' },
    { Id: 'EO2', Kind: 'Labour', Desc: 'Wheel alignment', Qty: 1, NetAmt: 2000, Total: 2360, Sts: 'WtngForAppr' },
    {
      Id: 'EP1',
      Kind: 'Part',
      Desc: 'Brake pad set',
      Qty: 2,
      NetAmt: 501,
      Total: 591.18,
      Sts: 'Approved',
      OpId: 'EO1',
    },
  ],
  Totals: { Taxable: 3501, CGST: 315.09, SGST: 315.09, IGST: 0, Total: 4131.18, Adjust: -0.18, GrandTotal: 4131 },
  Expires: '2026-12-01T12:00:00.000Z',
};

const radio = (line: string, d: string) =>
  within(screen.getByRole('radiogroup', { name: line })).getByRole('radio', { name: d });

/**
 * The page alone, as frontend/a.html renders it: no router, query client or theme
 * around it (none is loaded there), only `fetch`, answered by the fake server.
 */
describe('/a#<token>: the estimate approval page, without logging in', () => {
  it('shows lines with GST totals, approves one and declines another with a typed signature', async () => {
    const decided: ApprovalPage = {
      ...PAGE,
      ver: 4,
      Sts: 'Approved',
      Lines: PAGE.Lines.map((l) => (l.Id === 'EO2' ? { ...l, Sts: 'Declined' } : { ...l, Sts: 'Approved' })),
    };
    const sent: Sent[] = stubServer((call) =>
      call.method === 'GET' ? jsonResponse(200, PAGE) : jsonResponse(200, { Page: decided, Approved: 1, Declined: 1 }),
    );
    render(<PublicApproval token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'Demo Motors Pune' })).toBeTruthy();
    expect(screen.getByText('Estimate EST/2627/00012 · 28 Nov 2026')).toBeTruthy();
    expect(screen.getByText('₹4,131.00')).toBeTruthy();
    expect(screen.getAllByText('₹315.09', { selector: 'dd' })).toHaveLength(2);
    // A decided line shows its decision, not a choice.
    expect(screen.queryByRole('radiogroup', { name: 'Brake pad set' })).toBeNull();
    fireEvent.click(radio('Brake pads replace', 'Approve'));
    fireEvent.click(radio('Wheel alignment', 'Decline'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign and send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PublicApprovalTexts.sign);
    fireEvent.change(screen.getByLabelText('Type your full name to sign'), { target: { value: ' Meera Nair ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign and send' }));
    expect((await screen.findByRole('status')).textContent).toBe(ApprovalMessages.decided);
    expect(sent[1]).toEqual(
      expect.objectContaining({
        method: 'POST',
        path: `Public/Approval/${TOKEN}`,
        body: {
          ver: 3,
          Name: 'Meera Nair',
          Decisions: [
            { LineId: 'EO1', Decision: 'Approve' },
            { LineId: 'EO2', Decision: 'Decline' },
          ],
        },
      }),
    );
    expect(screen.getByText(PublicApprovalTexts.nothingWaiting)).toBeTruthy();
    for (const call of vi.mocked(fetch).mock.calls)
      expect(new Headers(call[1]?.headers).get('Authorization')).toBeNull();
  });

  it('sends nothing without a decision; a line decided meanwhile shows the server words', async () => {
    const refusal = ApprovalMessages.alreadyDecided('Brake pads replace', 'approved');
    const sent = stubServer((call) =>
      call.method === 'GET' ? jsonResponse(200, PAGE) : jsonResponse(409, { errorCode: 409, message: refusal }),
    );
    render(<PublicApproval token={TOKEN} />);
    await screen.findByRole('heading', { name: 'Demo Motors Pune' });
    fireEvent.change(screen.getByLabelText('Type your full name to sign'), { target: { value: 'Meera Nair' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign and send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PublicApprovalTexts.chooseOne);
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Approve all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign and send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    // The page reads the estimate again under the refusal, and offers the choice again.
    await waitFor(() => expect(sent.map((s) => s.method)).toEqual(['GET', 'POST', 'GET']));
    expect(sent[1]?.body).toEqual(
      expect.objectContaining({ Decisions: [expect.anything(), expect.anything()], Name: 'Meera Nair' }),
    );
    expect(screen.getByRole('button', { name: 'Sign and send' })).toBeTruthy();
  });

  it('an expired link says so, and nothing else shows', async () => {
    stubServer(() => jsonResponse(401, { errorCode: 401, message: ApprovalMessages.linkExpired }));
    render(<PublicApproval token={TOKEN} />);
    expect((await screen.findByRole('alert')).textContent).toBe(ApprovalMessages.linkExpired);
    expect(screen.getByRole('heading', { name: PublicApprovalTexts.cannotOpen })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a forged link shows the server words; a token the server cannot read, or none, is not valid', async () => {
    stubServer(() => jsonResponse(401, { errorCode: 401, message: ApprovalMessages.linkInvalid }));
    render(<PublicApproval token={TOKEN} />);
    expect((await screen.findByRole('alert')).textContent).toBe(ApprovalMessages.linkInvalid);
    cleanup();
    stubServer(() => jsonResponse(400, { errorCode: 400, message: 'Token: Too small' }));
    render(<PublicApproval token="short" />);
    expect((await screen.findByRole('alert')).textContent).toBe(PublicApprovalTexts.invalid);
    cleanup();
    const sent = stubServer(() => jsonResponse(200, PAGE));
    render(<PublicApproval token="" />);
    expect((await screen.findByRole('alert')).textContent).toBe(PublicApprovalTexts.invalid);
    expect(sent).toEqual([]);
  });

  it('an answer without the estimate is the catalogue words, not a broken page', async () => {
    stubServer(() => jsonResponse(200, { Items: [] }));
    render(<PublicApproval token={TOKEN} />);
    expect((await screen.findByRole('alert')).textContent).toBe(ErrorMappingMessages.horriblyWrongShort);
  });

  it('shows a line’s inspection photo as a thumbnail that enlarges on a tap and closes again', async () => {
    const url = 'https://files.example/inspections/p1.jpg?X-Amz-Signature=abc';
    const withPhoto: ApprovalPage = {
      ...PAGE,
      Lines: PAGE.Lines.map((l) => (l.Id === 'EO1' ? { ...l, Photos: [{ Id: 'P1', Url: url }] } : l)),
    };
    stubServer(() => jsonResponse(200, withPhoto));
    render(<PublicApproval token={TOKEN} />);
    const thumb = await screen.findByRole('img', { name: 'Photo 1 of Brake pads replace' });
    expect(thumb.getAttribute('src')).toBe(url);
    fireEvent.click(screen.getByRole('button', { name: 'Enlarge photo 1 of Brake pads replace' }));
    const viewer = screen.getByRole('dialog', { name: 'Photo of Brake pads replace' });
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe(url);
    fireEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Lines without photos show none.
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('a supplementary says it is additional work found on the repair order, naming it', async () => {
    stubServer(() => jsonResponse(200, { ...PAGE, Supp: { Code: 'a', Order: 'WO/2627/00007' } }));
    render(<PublicApproval token={TOKEN} />);
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe(ApprovalMessages.supplementaryBanner('WO/2627/00007'));
    expect(note.textContent).toContain('WO/2627/00007');
    expect(screen.getByText(/^Supplementary estimate \(a\) EST\/2627\/00012/)).toBeTruthy();
    cleanup();
    // A plain estimate has no such note.
    stubServer(() => jsonResponse(200, PAGE));
    render(<PublicApproval token={TOKEN} />);
    await screen.findByText(/^Estimate EST\/2627\/00012/);
    expect(screen.queryByRole('note')).toBeNull();
  });
});

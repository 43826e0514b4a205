import type { Gstr2bView } from '@shared/gst/returns/gstr2b-call-schemas';
import { Gstr2bMessages } from '@shared/gst/returns/gstr2b-messages';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { stubResizeObserver } from '../../../components/testing/resize-observer';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { quietQueryClient, renderRoutes } from '../../../components/testing/render';
import { sessionFromLogin } from '../../../lib/session';
import { Component as Gstr2b, Gstr2bTexts } from './gstr2b';

/** A month with one invoice matched, two mismatched (value, number), one missing in books and one bill missing in 2B. */
const heads = (value: number, taxable: number, tax: number) => ({
  Taxable: taxable,
  IGST: 0,
  CGST: tax / 2,
  SGST: tax / 2,
  Cess: 0,
  Tax: tax,
  Value: value,
});
const doc = (No: string, value: number, taxable: number, tax: number) => ({
  Sec: 'b2b' as const,
  Kind: 'INV' as const,
  GSTIN: '29AABCS1234K1ZK',
  Name: 'Sri Manjunatha Auto Spares',
  No,
  Date: '2026-10-05',
  Rev: false,
  Itc: 'Y',
  ...heads(value, taxable, tax),
});
const bill = (id: string, No: string, value: number, taxable: number, tax: number) => ({
  BillId: id,
  Num: `BILL/2627/0000${id}`,
  VendId: 'V1',
  VendName: 'Sri Manjunatha Auto Spares',
  GSTIN: '29AABCS1234K1ZK',
  No,
  Date: '2026-10-05',
  ...heads(value, taxable, tax),
});
const counts = { Matched: 1, Mismatched: 2, MissingInBooks: 1, MissingIn2B: 1 };
const VIEW: Gstr2bView = {
  Period: '2026-10',
  GSTIN: '29AAKCK4321M1Z5',
  Import: {
    FileName: 'returns_R2B_29AAKCK4321M1Z5_102026.json',
    Hash: 'ab'.repeat(32),
    At: '2026-11-14T06:30:00.000Z',
    By: 'U1',
    ByName: 'Asha Rao',
    GenDate: '2026-11-14',
    Docs: 4,
    Counts: counts,
  },
  Counts: counts,
  Rows: [
    {
      Status: 'Mismatched',
      Reasons: ['Value'],
      Doc: doc('SMAS/0413', 2460, 2000, 360),
      Bill: bill('2', 'SMAS/0413', 2360, 2000, 360),
    },
    {
      Status: 'Mismatched',
      Reasons: ['Number'],
      Doc: doc('SMAS/4140', 590, 500, 90),
      Bill: bill('3', 'SMAS/0414', 590, 500, 90),
    },
    { Status: 'MissingInBooks', Reasons: [], Doc: doc('KA/77', 885, 750, 135) },
    { Status: 'MissingIn2B', Reasons: [], Bill: bill('4', 'SMAS/0415', 354, 300, 54) },
    {
      Status: 'Matched',
      Reasons: [],
      Doc: doc('smas-412', 1180, 1000, 180),
      Bill: bill('1', 'SMAS/0412', 1180, 1000, 180),
    },
  ],
};
const NONE: Gstr2bView = {
  ...VIEW,
  Import: null,
  Counts: { ...counts, Matched: 0, Mismatched: 0, MissingInBooks: 0 },
  Rows: [VIEW.Rows[3]!],
};

const withGstType = (GSTType: 1 | 2 | undefined) => {
  const login = loginAnswer({ access: { SA: true, EA: false, Common: {} } });
  return sessionFromLogin({
    ...login,
    Entity: { ...login.Entity, Settings: { ...login.Entity.Settings, Common: { Tax: { Tax: true, GSTType } } } },
  });
};
const renderAt = (path: string, session = withGstType(1)) =>
  renderRoutes([{ path: '/reports/GSTR2B', Component: Gstr2b }], path, session, { queryClient: quietQueryClient() });

let saved: { name: string; blob: Blob }[];
const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  saved = [];
  URL.createObjectURL = (blob: Blob) => `blob:${saved.push({ name: '', blob })}`;
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const last = saved.at(-1);
    if (last) last.name = this.download;
  });
});
afterEach(() => {
  cleanup();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const chooseFile = (text: string, name = 'GSTR2B.json') =>
  fireEvent.change(screen.getByLabelText('GSTR-2B JSON file from the portal'), {
    target: { files: [new File([text], name, { type: 'application/json' })] },
  });

describe('reports/GSTR2B', () => {
  it('shows the last import and the four outcomes with counts; mismatched first, each row the 2B and the bill side by side', async () => {
    const sent = stubServer(() => jsonResponse(200, VIEW));
    renderAt('/reports/GSTR2B?Period=2026-10');
    const table = await screen.findByRole('table', { name: 'Mismatched, 2026-10' });
    expect(sent[0]).toMatchObject({ method: 'GET', path: 'Reports/GSTR2B', query: { Period: '2026-10' } });
    const outcomes = within(screen.getByRole('group', { name: 'Outcomes' })).getAllByRole('button');
    expect(outcomes.map((b) => b.textContent)).toEqual([
      'Mismatched (2)',
      'Missing in books (1)',
      'Missing in 2B (1)',
      'Matched (1)',
      'CSV',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual(['value', 'number']);
    expect(rows[0]?.textContent).toContain('₹2,460.00');
    expect(rows[0]?.textContent).toContain('₹2,360.00');
    expect(within(rows[0]!).getByRole('link', { name: 'BILL/2627/00002' }).getAttribute('href')).toBe('/Bills/Bill/2');
    expect(screen.getByText(/Last import: returns_R2B_29AAKCK4321M1Z5_102026.json, 4 documents/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Missing in 2B (1)' }));
    const missing = await screen.findByRole('table', { name: 'Missing in 2B, 2026-10' });
    expect(within(missing).getAllByRole('row')[1]?.textContent).toContain('SMAS/0415');
  });

  it('imports a chosen file: its text posted for the month, the answer shown at once', async () => {
    const sent = stubServer((call: Sent) => jsonResponse(200, call.method === 'POST' ? VIEW : NONE));
    renderAt('/reports/GSTR2B?Period=2026-10');
    await screen.findByText(Gstr2bMessages.noImport);
    chooseFile('{"data":{}}', 'returns.json');
    await screen.findByRole('button', { name: 'Mismatched (2)' });
    expect(sent.at(-1)).toMatchObject({
      method: 'POST',
      path: 'Reports/GSTR2B',
      body: { Period: '2026-10', File: '{"data":{}}', FileName: 'returns.json' },
    });
    expect(sent.filter((s) => s.method === 'GET')).toHaveLength(1);
  });

  it('a refused file shows the server’s message; a file over 5 MB is refused without sending it', async () => {
    const sent = stubServer((call: Sent) =>
      call.method === 'POST'
        ? jsonResponse(400, {
            errorCode: 400,
            message: Gstr2bMessages.unreadable,
            errors: [{ path: 'File', message: Gstr2bMessages.unreadable }],
          })
        : jsonResponse(200, NONE),
    );
    renderAt('/reports/GSTR2B?Period=2026-10');
    await screen.findByText(Gstr2bMessages.noImport);
    chooseFile('not json');
    expect((await screen.findByRole('alert')).textContent).toBe(Gstr2bMessages.unreadable);
    const posts = sent.filter((s) => s.method === 'POST').length;
    chooseFile('x'.repeat(5 * 1024 * 1024 + 1));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(Gstr2bMessages.fileTooLarge));
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(posts);
  });

  it('CSV downloads the outcome shown', async () => {
    const sent = stubServer((call: Sent) =>
      call.path === 'Reports/GSTR2B/Csv'
        ? new Response('Status,Reason\r\nMismatched,value\r\n', {
            status: 200,
            headers: { 'Content-Type': 'text/csv' },
          })
        : jsonResponse(200, VIEW),
    );
    renderAt('/reports/GSTR2B?Period=2026-10&Show=MissingInBooks');
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV of Missing in books' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['GSTR2B-2026-10-MissingInBooks.csv']));
    expect(sent.at(-1)).toMatchObject({
      path: 'Reports/GSTR2B/Csv',
      query: { Period: '2026-10', Status: 'MissingInBooks' },
    });
  });

  it('at 390 px each row is a card: the reason, the 2B line and the bill', async () => {
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: true,
      media,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }));
    const resize = stubResizeObserver();
    stubServer(() => jsonResponse(200, VIEW));
    renderAt('/reports/GSTR2B?Period=2026-10');
    await screen.findByRole('button', { name: 'Mismatched (2)' });
    act(() => resize(390));
    const cards = within(await screen.findByRole('region', { name: 'Mismatched, 2026-10' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toMatch(/^value.*SMAS\/0413.*₹2,460\.00.*BILL\/2627\/00002.*₹2,360\.00/);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a branch without a GST type asks nothing and says why', async () => {
    const sent = stubServer(() => jsonResponse(200, VIEW));
    renderAt('/reports/GSTR2B?Period=2026-10', withGstType(undefined));
    expect(await screen.findByText(Gstr2bTexts.notForBranch, { exact: false })).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});

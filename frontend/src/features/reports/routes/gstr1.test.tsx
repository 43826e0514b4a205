import type { Gstr1View } from '@shared/invoices/call-schemas';
import { sessionFromLogin } from '../../../lib/session';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { quietQueryClient, renderRoutes } from '../../../components/testing/render';
import { Component as Gstr1 } from './gstr1';
import { Component as ReportByGst, ReportByGstTexts } from './report-by-gst';

/**
 * A month with one B2B invoice (18 %, within the state), B2C small sales, a
 * registered credit note, the HSN summary split B2B / B2C, and the documents
 * issued (one invoice cancelled), as GET Reports/GSTR1 answers it.
 */
const VIEW: Gstr1View = {
  Period: '2026-10',
  GSTIN: '29ABCDE1234F1Z5',
  Return: {
    gstin: '29ABCDE1234F1Z5',
    fp: '102026',
    b2b: [
      {
        ctin: '29AAAPL1234C1Z5',
        inv: [
          {
            inum: 'INV/2627/00007',
            idt: '05-10-2026',
            val: 4411,
            pos: '29',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [
              { num: 1, itm_det: { rt: 18, txval: 3426.75, iamt: 0, camt: 308.41, samt: 308.41, csamt: 0 } },
              { num: 2, itm_det: { rt: 5, txval: 350, iamt: 0, camt: 8.75, samt: 8.75, csamt: 0 } },
            ],
          },
        ],
      },
    ],
    b2cs: [{ sply_ty: 'INTRA', pos: '29', typ: 'OE', rt: 18, txval: 1000, iamt: 0, camt: 90, samt: 90, csamt: 0 }],
    cdnr: [
      {
        ctin: '29AAAPL1234C1Z5',
        nt: [
          {
            ntty: 'C',
            nt_num: 'CN/2627/00002',
            nt_dt: '12-10-2026',
            val: 590,
            pos: '29',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1, itm_det: { rt: 18, txval: 500, iamt: 0, camt: 45, samt: 45, csamt: 0 } }],
          },
        ],
      },
    ],
    hsn: {
      hsn_b2b: [
        {
          num: 1,
          hsn_sc: '998714',
          desc: 'General service',
          uqc: 'OTH',
          qty: 2,
          rt: 18,
          txval: 1850,
          iamt: 0,
          camt: 166.5,
          samt: 166.5,
          csamt: 0,
        },
      ],
      hsn_b2c: [
        {
          num: 1,
          hsn_sc: '27101980',
          desc: 'Engine oil',
          uqc: 'NOS',
          qty: 3.5,
          rt: 18,
          txval: 1000,
          iamt: 0,
          camt: 90,
          samt: 90,
          csamt: 0,
        },
      ],
    },
    doc_issue: {
      doc_det: [
        {
          doc_num: 1,
          docs: [{ num: 1, from: 'INV/2627/00001', to: 'INV/2627/00009', totnum: 9, cancel: 1, net_issue: 8 }],
        },
      ],
    },
  },
  Summary: [
    { Section: 'b2b', Count: 1, Taxable: 3776.75, IGST: 0, CGST: 317.16, SGST: 317.16, Cess: 0 },
    { Section: 'b2cl', Count: 0, Taxable: 0, IGST: 0, CGST: 0, SGST: 0, Cess: 0 },
    { Section: 'b2cs', Count: 1, Taxable: 1000, IGST: 0, CGST: 90, SGST: 90, Cess: 0 },
    { Section: 'cdnr', Count: 1, Taxable: 500, IGST: 0, CGST: 45, SGST: 45, Cess: 0 },
    { Section: 'cdnur', Count: 0, Taxable: 0, IGST: 0, CGST: 0, SGST: 0, Cess: 0 },
    { Section: 'hsn', Count: 2, Taxable: 2850, IGST: 0, CGST: 256.5, SGST: 256.5, Cess: 0 },
    { Section: 'doc_issue', Count: 1, Taxable: 0, IGST: 0, CGST: 0, SGST: 0, Cess: 0 },
  ],
};

const regular = () => {
  const login = loginAnswer({ access: { SA: true, EA: false, Common: {} } });
  return sessionFromLogin({
    ...login,
    Entity: { ...login.Entity, Settings: { ...login.Entity.Settings, Common: { Tax: { Tax: true, GSTType: 1 } } } },
  });
};

const renderAt = (path: string, session = regular()) =>
  renderRoutes(
    [
      { path: '/reports/GSTR1', Component: Gstr1 },
      { path: '/reports/ReportByGST', Component: ReportByGst },
    ],
    path,
    session,
    { queryClient: quietQueryClient() },
  );

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

const server = (call: Sent): Response => {
  if (call.path === 'Reports/GSTR1') return jsonResponse(200, VIEW);
  if (call.path === 'Reports/GSTR1/Json') return jsonResponse(200, VIEW.Return);
  if (call.path === 'Reports/GSTR1/Csv')
    return new Response('GSTIN/UIN of Recipient,Invoice Number\n29AAAPL1234C1Z5,INV/2627/00007\n', {
      status: 200,
      headers: { 'Content-Type': 'text/csv' },
    });
  return jsonResponse(404, { errorCode: 404, message: 'Not found' });
};

describe('reports/GSTR1', () => {
  it('the month from the address, the section summary in the return order with ₹ and Indian grouping', async () => {
    const sent = stubServer(server);
    renderAt('/reports/GSTR1?Period=2026-10');
    const table = await screen.findByRole('table', { name: 'Sections of the return for 2026-10' });
    expect(sent[0]).toMatchObject({ method: 'GET', path: 'Reports/GSTR1', query: { Period: '2026-10' } });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelector('button')?.textContent)).toEqual([
      'B2B invoices',
      'B2C large invoices',
      'B2C small (by state and rate)',
      'Credit / debit notes (registered)',
      'Credit / debit notes (unregistered)',
      'HSN summary (B2B / B2C)',
      'Documents issued',
    ]);
    expect(rows[0]?.textContent).toContain('₹3,776.75');
    expect(rows[0]?.textContent).toContain('₹317.16');
    expect(screen.getByRole('heading', { name: 'GSTR-1 · 29ABCDE1234F1Z5' })).toBeTruthy();
  });

  it("a section's rows: B2B one row per rate; the HSN summary split B2B / B2C; the documents issued with the cancelled", async () => {
    stubServer(server);
    renderAt('/reports/GSTR1?Period=2026-10');
    fireEvent.click(await screen.findByRole('button', { name: 'B2B invoices' }));
    const b2b = await screen.findByRole('table', { name: 'B2B invoices, 2026-10' });
    const b2bRows = within(b2b).getAllByRole('row').slice(1);
    expect(b2bRows).toHaveLength(2);
    expect(b2bRows[0]?.textContent).toContain('INV/2627/00007');
    expect(b2bRows[0]?.textContent).toContain('5 Oct 2026');
    expect(b2bRows[1]?.textContent).toContain('₹350.00');
    fireEvent.click(screen.getByRole('button', { name: 'HSN summary (B2B / B2C)' }));
    const hsn = await screen.findByRole('table', { name: 'HSN summary (B2B / B2C), 2026-10' });
    expect(
      within(hsn)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.querySelector('td')?.textContent),
    ).toEqual(['B2B', 'B2C']);
    fireEvent.click(screen.getByRole('button', { name: 'Documents issued' }));
    const docs = await screen.findByRole('table', { name: 'Documents issued, 2026-10' });
    expect(within(docs).getAllByRole('row')[1]?.textContent).toContain('INV/2627/00001INV/2627/00009918');
  });

  it('Download JSON fetches the portal file; CSV per section fetches that section', async () => {
    const sent = stubServer(server);
    renderAt('/reports/GSTR1?Period=2026-10');
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV of Credit / debit notes (registered)' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['GSTR1-2026-10-cdnr.csv']));
    expect(sent.at(-1)).toMatchObject({ path: 'Reports/GSTR1/Csv', query: { Period: '2026-10', Section: 'cdnr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download JSON' }));
    await waitFor(() =>
      expect(saved.map((s) => s.name)).toEqual(['GSTR1-2026-10-cdnr.csv', 'GSTR1-29ABCDE1234F1Z5-2026-10.json']),
    );
    expect(JSON.parse(await (saved[1]?.blob as Blob).text())).toMatchObject({ gstin: '29ABCDE1234F1Z5', fp: '102026' });
  });

  it('a month picked asks for that month', async () => {
    const sent = stubServer(server);
    renderAt('/reports/GSTR1?Period=2026-10');
    await screen.findByRole('table', { name: 'Sections of the return for 2026-10' });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-09' } });
    await waitFor(() =>
      expect(sent.some((s) => s.path === 'Reports/GSTR1' && s.query.Period === '2026-09')).toBe(true),
    );
  });

  it('a branch of GST type 2 (composition) sees no GSTR-1 and the call is not made', async () => {
    const sent = stubServer(server);
    const login = loginAnswer({ access: { SA: true, EA: false, Common: {} } });
    const composition = sessionFromLogin({
      ...login,
      Entity: { ...login.Entity, Settings: { ...login.Entity.Settings, Common: { Tax: { Tax: true, GSTType: 2 } } } },
    });
    renderAt('/reports/GSTR1?Period=2026-10', composition);
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

describe('reports/ReportByGST', () => {
  it('type 1 lists GSTR-1, its HSN summary, GSTR-2, the GSTR-2B reconciliation and GSTR-3B (links); type 2 only GSTR-2 and GSTR-2B; no type: says why there are none', async () => {
    stubServer(server);
    renderAt('/reports/ReportByGST');
    const list = await screen.findByRole('list', { name: 'GST returns' });
    expect(within(list).getByRole('link', { name: 'GSTR-1' }).getAttribute('href')).toBe('/reports/GSTR1');
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/reports/GSTR1', '/reports/GSTR1?Section=hsn', '/reports/GSTR2', '/reports/GSTR2B', '/reports/GSTR3B']);
    cleanup();
    const login = loginAnswer({ access: { SA: true, EA: false, Common: {} } });
    const type2 = sessionFromLogin({
      ...login,
      Entity: { ...login.Entity, Settings: { ...login.Entity.Settings, Common: { Tax: { Tax: true, GSTType: 2 } } } },
    });
    renderAt('/reports/ReportByGST', type2);
    expect(screen.queryByRole('link', { name: 'GSTR-1' })).toBeNull();
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['GSTR-2 / ITC', 'GSTR-2B reconciliation']);
    cleanup();
    renderAt('/reports/ReportByGST', sessionFromLogin(loginAnswer({ access: { SA: true, EA: false, Common: {} } })));
    expect(screen.getByRole('status').textContent).toBe(ReportByGstTexts.none);
  });
});

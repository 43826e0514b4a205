import { beforeAll, describe, expect, it } from 'vitest';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import type { GstDocument } from '@shared/gst/returns/gst-document';
import { GstReturnMessages } from '@shared/gst/returns/gst-return-messages';
import { buildGstr1 } from '@shared/gst/returns/gstr1';
import { doc, GSTIN, OCTOBER, row } from '@shared/gst/returns/testing/golden-month';
import type { Gstr1View } from '@shared/invoices/call-schemas';
import { createdSortKey, headKey, invoiceStatusPartition, monthPartition } from '../../data/documents/document-keys';
import { getEntity, writeSettings } from '../../data/settings/entity-settings-repo';
import { putAll } from '../../data/table/batch-write';
import { invoke } from '../../test/invoke';
import { organisationWithLogins } from '../../test/test-logins';
import type { TestOrganisation } from '../../test/test-organisation';

/**
 * The GSTR-1 calls on DynamoDB Local: the golden month's headers are written in
 * the documented layout (docs/data-model-invoices.md: header `HEAD` with `Gst`,
 * GSI2 month partition per code) and read back through the real handler.
 */

let org: TestOrganisation;
let owner: string;
let advisor: string;

const SUPPLIER = {
  Name: 'Test Motors Workshop',
  GSTIN,
  Addr: { A1: '12 Hosur Road', Ct: 'Bengaluru', Pin: '560068' },
  StCode: '29',
};
const BILL_TO = {
  Name: 'Patil Motors, Pune',
  GSTIN: '27AAPFU0939F1ZV',
  Addr: { A1: '4 FC Road', Ct: 'Pune', Pin: '411005' },
  StCode: '27',
};

function head(d: GstDocument, extra: Record<string, unknown> = {}) {
  const code = d.Kind === 'CreditNote' ? 'CN' : 'INV';
  const Sts = d.Sts === 'Cancelled' ? 'Cancelled' : d.Kind === 'CreditNote' ? 'Issued' : 'Unpaid';
  return {
    ...headKey(org.orgId, d.Id),
    type: d.Kind,
    OrgId: org.orgId,
    DocId: d.Id,
    EntId: org.workshopId,
    Num: d.Num,
    Series: d.Series,
    InvDate: d.Date,
    Sts,
    ver: 2,
    POS: d.POS,
    Supplier: SUPPLIER,
    BillTo: d.RecipientGSTIN ? BILL_TO : { Name: d.RecipientName },
    Amounts: { Adjust: d.Num === 'INV/2627/00001' ? 41 : 0 },
    Gst: d,
    gsi1pk: invoiceStatusPartition(org.orgId, org.workshopId, code, Sts),
    gsi1sk: createdSortKey(d.Date, d.Id),
    gsi2pk: monthPartition(org.orgId, org.workshopId, code, d.Date),
    gsi2sk: createdSortKey(d.Date, d.Id),
    ...extra,
  };
}

async function setSettings(
  change: (s: NonNullable<Awaited<ReturnType<typeof getEntity>>>['Settings']) => void,
): Promise<void> {
  const entity = (await getEntity(org.orgId, org.workshopId))!;
  const settings = structuredClone(entity.Settings);
  change(settings);
  await writeSettings({ orgId: org.orgId, entityId: org.workshopId, expectedVer: entity.ver, settings });
}

beforeAll(async () => {
  const logins = await organisationWithLogins(['owner', 'advisor'] as const);
  org = logins.org;
  owner = logins.tokens.owner;
  advisor = logins.tokens.advisor;
  const draft = {
    ...headKey(org.orgId, '01JD0000000000000000000001'),
    type: 'Invoice',
    EntId: org.workshopId,
    Sts: 'Draft',
    Num: '',
    gsi2pk: monthPartition(org.orgId, org.workshopId, 'INV', '2026-10-15'),
    gsi2sk: '2026-10-15#01JD0000000000000000000001',
  };
  // Issued in November: another month's partition, never in October's return.
  const november = doc({
    Num: 'INV/2627/00006',
    Date: '2026-11-02',
    POS: '29',
    Value: 1180_00,
    Rows: [row({ HSN: '8708', Taxable: 1000_00, CGST: 90_00, SGST: 90_00 })],
  });
  // The cancelled invoice's header says Cancelled while its `Gst` still says Issued (frozen at Approve): the header wins.
  const heads = OCTOBER.map((d) => (d.Sts === 'Cancelled' ? head(d, { Gst: { ...d, Sts: 'Issued' } }) : head(d)));
  await putAll([...heads, draft, head(november)]);
});

describe('GET Reports/GSTR1', () => {
  it('shows the month: the portal JSON and each section total', async () => {
    const answer = await invoke<Gstr1View>(invoicesRoutes.gstr1, { token: owner, query: { Period: '2026-10' } });
    expect(answer.status).toBe(200);
    expect(answer.body.GSTIN).toBe(GSTIN);
    // The engine's JSON of the same documents (its golden test pins it by hand).
    expect(answer.body.Return).toStrictEqual(
      JSON.parse(JSON.stringify(buildGstr1(OCTOBER, { gstin: GSTIN, period: '2026-10' }).json)),
    );
    expect(answer.body.Summary).toEqual([
      { Section: 'b2b', Count: 1, Taxable: 15000.5, IGST: 2700.09, CGST: 0, SGST: 0, Cess: 0 },
      { Section: 'b2cl', Count: 1, Taxable: 100000, IGST: 18000, CGST: 0, SGST: 0, Cess: 0 },
      { Section: 'b2cs', Count: 2, Taxable: 7499.99, IGST: 900, CGST: 225, SGST: 225, Cess: 0 },
      { Section: 'cdnr', Count: 1, Taxable: 2500.25, IGST: 450.05, CGST: 0, SGST: 0, Cess: 0 },
      { Section: 'cdnur', Count: 1, Taxable: 25000, IGST: 4500, CGST: 0, SGST: 0, Cess: 0 },
      { Section: 'hsn', Count: 4, Taxable: 95000.24, IGST: 16650.04, CGST: 225, SGST: 225, Cess: 0 },
      { Section: 'doc_issue', Count: 8, Taxable: 0, IGST: 0, CGST: 0, SGST: 0, Cess: 0 },
    ]);
  });

  it('a month without documents is an empty return', async () => {
    const answer = await invoke<Gstr1View>(invoicesRoutes.gstr1, { token: owner, query: { Period: '2026-09' } });
    expect(answer.status).toBe(200);
    expect(answer.body.Return).toEqual({ gstin: GSTIN, fp: '092026' });
  });

  it('refuses a bad period (400) and a user without the report (403)', async () => {
    const bad = await invoke<{ message: string }>(invoicesRoutes.gstr1, { token: owner, query: { Period: '2026-13' } });
    expect(bad.status).toBe(400);
    expect((await invoke(invoicesRoutes.gstr1, { token: advisor, query: { Period: '2026-10' } })).status).toBe(403);
  });
});

describe('downloads', () => {
  it('Json is the return as an attachment named for the GSTIN and period', async () => {
    const answer = await invoke<Record<string, unknown>>(invoicesRoutes.gstr1Json, {
      token: owner,
      query: { Period: '2026-10' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="GSTR1_29AAKCK4321M1Z5_102026.json"');
    expect(answer.body.fp).toBe('102026');
    expect(answer.body.doc_issue).toEqual({
      doc_det: [
        {
          doc_num: 1,
          doc_typ: 'Invoices for outward supply',
          docs: [{ num: 1, from: 'INV/2627/00001', to: 'INV/2627/00005', totnum: 5, cancel: 1, net_issue: 4 }],
        },
        {
          doc_num: 5,
          doc_typ: 'Credit Note',
          docs: [{ num: 1, from: 'CN/2627/00001', to: 'CN/2627/00003', totnum: 3, cancel: 0, net_issue: 3 }],
        },
      ],
    });
  });

  it('Csv is one section under the template headers, quoted where a cell needs it', async () => {
    const csv = async (Section: string) => {
      const answer = await invoke<string>(invoicesRoutes.gstr1Csv, {
        token: owner,
        query: { Period: '2026-10', Section },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(answer.headers['content-disposition']).toBe(
        `attachment; filename="GSTR1_29AAKCK4321M1Z5_102026_${Section}.csv"`,
      );
      return Buffer.from(answer.body, 'base64').toString('utf8');
    };
    expect(await csv('b2cs')).toBe(
      'Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN\r\nOE,29-Karnataka,,18,2499.99,0.00,\r\nOE,33-Tamil Nadu,,18,5000.00,0.00,\r\n',
    );
    expect((await csv('b2b')).split('\r\n')[1]).toBe(
      '27AAPFU0939F1ZV,"Patil Motors, Pune",INV/2627/00001,03-Oct-2026,17701.00,27-Maharashtra,N,,Regular B2B,,18,15000.50,0.00',
    );
    const unknown = await invoke(invoicesRoutes.gstr1Csv, {
      token: owner,
      query: { Period: '2026-10', Section: 'exp' },
    });
    expect(unknown.status).toBe(400);
  });
});

describe('e-invoice export', () => {
  it('is refused while the branch has e-invoicing off, then exports the month’s B2B invoices', async () => {
    const off = await invoke<{ message: string }>(invoicesRoutes.eInvoiceExport, {
      token: owner,
      query: { Period: '2026-10' },
    });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe(GstReturnMessages.eInvoiceOff);

    await setSettings((s) => {
      s.Acc.EInv = true;
    });
    const answer = await invoke<{ DocDtls: { No: string }; ValDtls: { TotInvVal: number; RndOffAmt: number } }[]>(
      invoicesRoutes.eInvoiceExport,
      { token: owner, query: { Period: '2026-10' } },
    );
    expect(answer.status).toBe(200);
    // The cancelled B2B invoice is not exported; B2C documents never are; the registered credit note is, as CRN.
    expect(answer.body.map((e) => e.DocDtls.No)).toEqual(['INV/2627/00001', 'CN/2627/00001']);
    expect(answer.body[0]?.ValDtls).toMatchObject({ TotInvVal: 17701, RndOffAmt: 0.41 });

    const named = await invoke<{ DocDtls: { No: string } }[]>(invoicesRoutes.eInvoiceExport, {
      token: owner,
      query: { Ids: OCTOBER[0]!.Id },
    });
    expect(named.status).toBe(200);
    expect(named.headers['content-disposition']).toBe('attachment; filename="EINV_29AAKCK4321M1Z5_selected.json"');
    expect(named.body.map((e) => e.DocDtls.No)).toEqual(['INV/2627/00001']);

    const b2c = await invoke<{ message: string }>(invoicesRoutes.eInvoiceExport, {
      token: owner,
      query: { Ids: OCTOBER[2]!.Id },
    });
    expect(b2c.status).toBe(400);
    expect(b2c.body.message).toBe(GstReturnMessages.eInvoiceNotB2B(['INV/2627/00003']));
  });
});

describe('GST type', () => {
  it('a branch without a GSTIN is told to enter it (400)', async () => {
    await setSettings((s) => {
      delete s.Common.Tax.GSTIN;
    });
    const answer = await invoke<{ message: string }>(invoicesRoutes.gstr1, {
      token: owner,
      query: { Period: '2026-10' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(GstReturnMessages.noGstin);
    await setSettings((s) => {
      s.Common.Tax.GSTIN = GSTIN;
    });
  });

  it('a branch of GST type 2 (composition) files no GSTR-1: 403 with the reason', async () => {
    await setSettings((s) => {
      s.Common.Tax.GSTType = 2;
    });
    for (const route of [invoicesRoutes.gstr1, invoicesRoutes.gstr1Json]) {
      const answer = await invoke<{ message: string }>(route, { token: owner, query: { Period: '2026-10' } });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(GstReturnMessages.gstr1NotFiled);
    }
  });
});

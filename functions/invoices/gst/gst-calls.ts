import type { invoicesRoutes } from '@shared/api/routes/invoices';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { buildEInvoice, eInvoiceProblems, needsEInvoice, type EInvoice } from '@shared/gst/returns/einvoice';
import { GstReturnMessages } from '@shared/gst/returns/gst-return-messages';
import { buildGstr1, compareNumbers, type Gstr1 } from '@shared/gst/returns/gstr1';
import { gstr1CsvTable } from '@shared/gst/returns/gstr1-csv';
import { hasNoSupply, returnPeriodFp, rupees } from '@shared/gst/returns/gstr1-rules';
import type { Gstr1View } from '@shared/invoices/call-schemas';
import { documentId } from '@shared/documents/call-parts';
import {
  eInvoiceFileHeads,
  monthCounterEInvoiceHeads,
  monthEInvoiceHeads,
  monthGstDocuments,
  type CounterEInvoiceHead,
  type EInvoiceHead,
} from '../../data/invoices/gst-repo';
import type { EntityRecord } from '../../data/identity/records';
import { counterEInvoiceHeads } from './counter-einvoice';
import { Reply, type Call, type FamilyImplementation, type SessionContext } from '../../lib/http/call';
import { gstReturnBranch } from './gst-return-branch';
import { attachment, csvReply } from '../../lib/http/csv-reply';

/**
 * GSTR-1 and the e-invoice file (docs/gst-returns.md). The return
 * is built by the shared engine from the month's frozen GST documents; the
 * view, the portal JSON and each CSV come from that one build.
 */

type Routes = typeof invoicesRoutes;
type Calls = Pick<FamilyImplementation<Routes>, 'gstr1' | 'gstr1Json' | 'gstr1Csv' | 'eInvoiceExport'>;

type Branch = { session: SessionContext; gstin: string };

/** GST-type visibility (platform §6): only a GST type 1 branch files GSTR-1. */
const gstr1Branch = (session: SessionContext): Branch =>
  gstReturnBranch(session, 'GSTR1', GstReturnMessages.gstr1NotFiled);

async function monthReturn(
  b: Branch,
  period: string,
): Promise<Gstr1 & { docs: Awaited<ReturnType<typeof monthGstDocuments>> }> {
  const docs = await monthGstDocuments(b.session.orgId, b.session.entityId, period);
  return { ...buildGstr1(docs, { gstin: b.gstin, period }), docs };
}

export async function gstr1(call: Call<Routes['gstr1']>): Promise<Gstr1View> {
  const branch = gstr1Branch(call.session);
  const { json, summary } = await monthReturn(branch, call.query.Period);
  return {
    Period: call.query.Period,
    GSTIN: branch.gstin,
    Return: json,
    Summary: summary.map((r) => ({
      Section: r.Section,
      Count: r.Count,
      Taxable: rupees(r.Heads.Taxable),
      IGST: rupees(r.Heads.IGST),
      CGST: rupees(r.Heads.CGST),
      SGST: rupees(r.Heads.SGST),
      Cess: rupees(r.Heads.Cess),
    })),
  };
}

export async function gstr1Json(call: Call<Routes['gstr1Json']>): Promise<Reply> {
  const branch = gstr1Branch(call.session);
  const { json } = await monthReturn(branch, call.query.Period);
  return new Reply(200, json, attachment(`GSTR1_${branch.gstin}_${returnPeriodFp(call.query.Period)}.json`));
}

export async function gstr1Csv(call: Call<Routes['gstr1Csv']>): Promise<Reply> {
  const branch = gstr1Branch(call.session);
  const { json, docs } = await monthReturn(branch, call.query.Period);
  const table = gstr1CsvTable(json, call.query.Section, docs);
  return csvReply(`GSTR1_${branch.gstin}_${returnPeriodFp(call.query.Period)}_${call.query.Section}.csv`, table);
}

const MAX_IDS = 100;

/** Counter sales' heads (docs/sales.md §9) with their parties resolved, the others as they are, in the same order. */
async function withParties(
  session: SessionContext,
  entity: EntityRecord,
  heads: readonly (EInvoiceHead | CounterEInvoiceHead | undefined)[],
): Promise<(EInvoiceHead | undefined)[]> {
  const counter = heads.filter((h): h is CounterEInvoiceHead => h !== undefined && 'Counter' in h);
  const resolved = await counterEInvoiceHeads(session.orgId, entity, counter);
  const byId = new Map(resolved.map((h) => [h.DocId, h]));
  return heads.map((h) => (h !== undefined && 'Counter' in h ? byId.get(h.DocId) : h));
}

async function exportHeads(
  session: SessionContext,
  entity: EntityRecord,
  q: { Period?: string | undefined; Ids?: string | undefined },
): Promise<EInvoiceHead[]> {
  if (q.Ids !== undefined && q.Ids !== '') {
    const ids = [...new Set(q.Ids.split(',').map((s) => s.trim()))];
    if (ids.length > MAX_IDS) throw new ApiError(ErrorCode.BadRequest, GstReturnMessages.eInvoiceTooMany);
    const bad = ids.filter((id) => !documentId.safeParse(id).success);
    if (bad.length > 0) throw new ApiError(ErrorCode.BadRequest, GstReturnMessages.eInvoiceNotFound(bad));
    const heads = await withParties(session, entity, await eInvoiceFileHeads(session.orgId, session.entityId, ids));
    const missing = ids.filter((_, i) => heads[i] === undefined || heads[i].Sts === 'Cancelled');
    if (missing.length > 0) throw new ApiError(ErrorCode.BadRequest, GstReturnMessages.eInvoiceNotFound(missing));
    const unregistered = heads.filter((h) => h !== undefined && !h.Gst.RecipientGSTIN).map((h) => h!.Gst.Num);
    if (unregistered.length > 0)
      throw new ApiError(ErrorCode.BadRequest, GstReturnMessages.eInvoiceNotB2B(unregistered));
    const noSupply = heads.filter((h) => h !== undefined && hasNoSupply(h.Gst)).map((h) => h!.Gst.Num);
    if (noSupply.length > 0) throw new ApiError(ErrorCode.BadRequest, GstReturnMessages.eInvoiceNoSupply(noSupply));
    return heads as EInvoiceHead[];
  }
  if (q.Period === undefined) throw new ApiError(ErrorCode.BadRequest, GstReturnMessages.eInvoiceWhich);
  // A month: its issued invoices, counter receipts and their credit notes of a supply to registered recipients
  // that have no IRN yet, invoices first (a B2C receipt has no recipient GSTIN, so needsEInvoice leaves it out).
  const [invoices, counter] = await Promise.all([
    monthEInvoiceHeads(session.orgId, session.entityId, q.Period),
    monthCounterEInvoiceHeads(session.orgId, session.entityId, q.Period),
  ]);
  const registered = counter.filter((h) => h.Sts !== 'Cancelled' && needsEInvoice(h.Gst) && !h.IRN);
  const heads = [...invoices, ...(await counterEInvoiceHeads(session.orgId, entity, registered))];
  const order = (h: EInvoiceHead): string => `${h.Gst.Kind === 'Invoice' ? 0 : 1}${h.Gst.Date}`;
  return heads
    .filter((h) => h.Sts !== 'Cancelled' && needsEInvoice(h.Gst) && !h.IRN)
    .sort((a, b) => (order(a) === order(b) ? compareNumbers(a.Gst.Num, b.Gst.Num) : order(a) < order(b) ? -1 : 1));
}

export async function eInvoiceExport(call: Call<Routes['eInvoiceExport']>): Promise<Reply> {
  const { session } = call;
  const settings = session.entity?.Settings;
  if (!settings) throw new ApiError(ErrorCode.Forbidden, Messages.forbidden);
  if (settings.Acc.EInv !== true) throw new ApiError(ErrorCode.Forbidden, GstReturnMessages.eInvoiceOff);
  const entity = session.entity;
  if (!entity) throw new ApiError(ErrorCode.Forbidden, Messages.forbidden);
  const heads = await exportHeads(session, entity, call.query);
  const payloads: EInvoice[] = heads.map((h) =>
    buildEInvoice({
      Supplier: h.Supplier ?? { Name: '' },
      BillTo: h.BillTo ?? { Name: h.Gst.RecipientName },
      Gst: h.Gst,
      RoundOff: h.Amounts?.Adjust ?? 0,
    }),
  );
  const errors = payloads.flatMap((p) => eInvoiceProblems(p).map((message) => ({ path: p.DocDtls.No, message })));
  if (errors.length > 0)
    throw new ApiError(
      ErrorCode.BadRequest,
      GstReturnMessages.eInvoiceProblems(new Set(errors.map((e) => e.path)).size),
      errors,
    );
  const gstin = settings.Common.Tax.GSTIN ?? 'GSTIN';
  const label = call.query.Period ? returnPeriodFp(call.query.Period) : 'selected';
  return new Reply(200, payloads, attachment(`EINV_${gstin}_${label}.json`));
}

export const gstCalls: Calls = { gstr1, gstr1Json, gstr1Csv, eInvoiceExport };

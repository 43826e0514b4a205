import { createHash } from 'node:crypto';
import { ulid } from 'ulid';
import type { invoicesRoutes } from '@shared/api/routes/invoices';
import { canSeeGstReport } from '@shared/access/reports-access';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { GstReturnMessages } from '@shared/gst/returns/gst-return-messages';
import { returnPeriodFp, rupees } from '@shared/gst/returns/gstr1-rules';
import { gstr2bCsvTable } from '@shared/gst/returns/gstr2b-csv';
import { parseGstr2b, type Gstr2bDoc, type Gstr2bHeads } from '@shared/gst/returns/gstr2b';
import type { Gstr2bView } from '@shared/gst/returns/gstr2b-call-schemas';
import { Gstr2bMessages } from '@shared/gst/returns/gstr2b-messages';
import { reconcileGstr2b, type Gstr2bBill, type Gstr2bReconciliation } from '@shared/gst/returns/gstr2b-reconcile';
import {
  readBillsForGstr2b,
  readGstr2bMonth,
  readGstr2bImport,
  saveGstr2bImport,
  type Gstr2bImportHead,
} from '../../data/invoices/gstr2b-repo';
import type { Call, FamilyImplementation, Reply, SessionContext } from '../../lib/http/call';
import { csvReply } from '../../lib/http/csv-reply';

/**
 * GSTR-2B import and reconciliation (docs/purchasing.md §17): the portal's file is
 * read and checked by the shared parser, its documents stored with who imported
 * it, and every view reconciles the last import with the bills as they are now.
 */

type Routes = typeof invoicesRoutes;
type Calls = Pick<FamilyImplementation<Routes>, 'gstr2b' | 'gstr2bImport' | 'gstr2bCsv'>;
type Branch = { session: SessionContext; gstin: string };

/** Platform §6: GSTR-2 is the return of GST types 1 and 2; a branch without a GSTIN has no 2B. */
function gstr2bBranch(session: SessionContext): Branch {
  const { access, entity } = session;
  if (!access || !entity) throw new ApiError(ErrorCode.Forbidden, Messages.forbidden);
  if (!canSeeGstReport({ access, config: entity.Config, settings: entity.Settings }, 'GSTR2'))
    throw new ApiError(ErrorCode.Forbidden, Gstr2bMessages.notFiled);
  const gstin = entity.Settings.Common.Tax.GSTIN;
  if (!gstin) throw new ApiError(ErrorCode.BadRequest, GstReturnMessages.noGstin);
  return { session, gstin };
}

const headsAnswer = (h: Gstr2bHeads) => ({
  Taxable: rupees(h.TaxableP),
  IGST: rupees(h.IgstP),
  CGST: rupees(h.CgstP),
  SGST: rupees(h.SgstP),
  Cess: rupees(h.CessP),
  Tax: rupees(h.IgstP + h.CgstP + h.SgstP + h.CessP),
  Value: rupees(h.ValueP),
});
const docAnswer = (d: Gstr2bDoc) => ({
  Sec: d.Sec,
  Kind: d.Kind,
  GSTIN: d.GSTIN,
  Name: d.Name,
  No: d.No,
  Date: d.Date,
  Rev: d.Rev,
  Itc: d.Itc,
  ...headsAnswer(d),
});
const billAnswer = (b: Gstr2bBill) => ({
  BillId: b.BillId,
  Num: b.Num,
  VendId: b.VendId,
  VendName: b.VendName,
  GSTIN: b.GSTIN,
  No: b.No,
  Date: b.Date,
  ...headsAnswer(b),
});

function viewOf(
  b: Branch,
  period: string,
  head: Gstr2bImportHead | undefined,
  result: Gstr2bReconciliation,
): Gstr2bView {
  return {
    Period: period,
    GSTIN: b.gstin,
    Import: head
      ? {
          FileName: head.FileName,
          Hash: head.Hash,
          At: head.At,
          By: head.By,
          ByName: head.ByName,
          GenDate: head.GenDate,
          Docs: head.Docs,
          Counts: head.Counts,
        }
      : null,
    Counts: result.Counts,
    Rows: result.Rows.map((r) => ({
      Status: r.Status,
      Reasons: r.Reasons,
      ...(r.Doc ? { Doc: docAnswer(r.Doc) } : {}),
      ...(r.Bill ? { Bill: billAnswer(r.Bill) } : {}),
    })),
  };
}

async function monthReconciliation(session: SessionContext, period: string) {
  const { orgId, entityId } = session;
  const [{ head, docs }, bills] = await Promise.all([
    readGstr2bMonth(orgId, entityId, period),
    readBillsForGstr2b(orgId, entityId, period),
  ]);
  return { head, result: reconcileGstr2b(docs, bills, period) };
}

/** GET Reports/GSTR2B: the month's last import against today's bills (no import: the bills alone, all missing in 2B). */
export async function gstr2b(call: Call<Routes['gstr2b']>): Promise<Gstr2bView> {
  const branch = gstr2bBranch(call.session);
  const { head, result } = await monthReconciliation(call.session, call.query.Period);
  return viewOf(branch, call.query.Period, head, result);
}

/** GET Reports/GSTR2B/Csv: the same reconciliation as a spreadsheet, all outcomes or one. */
export async function gstr2bCsv(call: Call<Routes['gstr2bCsv']>): Promise<Reply> {
  const branch = gstr2bBranch(call.session);
  const { Period: period, Status: status } = call.query;
  const { result } = await monthReconciliation(call.session, period);
  const rows = status ? result.Rows.filter((r) => r.Status === status) : result.Rows;
  const name = `GSTR2B_${branch.gstin}_${returnPeriodFp(period)}${status ? `_${status}` : ''}.csv`;
  return csvReply(name, gstr2bCsvTable(rows));
}

/**
 * POST Reports/GSTR2B: import the month's file. Refused whole (400, nothing written)
 * when it is not JSON, not the portal's layout, or of another GSTIN or month.
 */
export async function gstr2bImport(call: Call<Routes['gstr2bImport']>): Promise<Gstr2bView> {
  const branch = gstr2bBranch(call.session);
  const { orgId, entityId, userId } = call.session;
  const { Period: period, File: text, FileName } = call.body;
  const read = parseGstr2b(text, { gstin: branch.gstin, period });
  if (!read.ok)
    throw new ApiError(ErrorCode.BadRequest, read.problem.message, [{ path: 'File', message: read.problem.message }]);
  const [previous, bills] = await Promise.all([
    readGstr2bImport(orgId, entityId, period),
    readBillsForGstr2b(orgId, entityId, period),
  ]);
  const result = reconcileGstr2b(read.file.Docs, bills, period);
  const head = await saveGstr2bImport(
    orgId,
    {
      EntId: entityId,
      Period: period,
      ImportId: ulid(),
      FileName: FileName ?? '',
      Hash: createHash('sha256').update(text).digest('hex'),
      At: new Date().toISOString(),
      By: userId,
      ByName: call.session.userName ?? '',
      GenDate: read.file.GenDate,
      Docs: read.file.Docs.length,
      Counts: result.Counts,
    },
    read.file.Docs,
    previous,
  );
  return viewOf(branch, period, head, result);
}

export const gstr2bCalls: Calls = { gstr2b, gstr2bImport, gstr2bCsv };

import * as z from 'zod';
import { rupeesToPaise, type Paise } from '../../documents/money-math';
import { normaliseGstin } from '../gstin';
import { Gstr2bMessages } from './gstr2b-messages';

/**
 * The GSTR-2B JSON the GST portal lets a buyer download, read into the documents
 * the reconciliation compares with the bills (docs/purchasing.md §17). Layout as
 * resilient-tech/india-compliance reads it (`gst_india/utils/gstr_2/gstr_2b.py`,
 * test file `gst_india/data/test_gstr_2b.json`): `{ chksum, data: { gstin, rtnprd
 * (MMYYYY), gendt, docdata: { b2b: [{ ctin, trdnm, supprd, inv: [{ inum, typ, dt
 * (DD-MM-YYYY), val, txval, igst, cgst, sgst, cess, pos, rev, itcavl, items }] }],
 * b2ba (amended invoices, same keys), cdnr / cdnra: [{ ctin, nt: [{ ntnum, typ C|D,
 * … }] }] } } }`. Other sections (ISD, imports, e-commerce) are not bills of a
 * vendor and are ignored. Pure: no I/O; amounts are read once by decimal.js into paise.
 */

export type Gstr2bSection = 'b2b' | 'b2ba' | 'cdnr' | 'cdnra';
/** INV an invoice, CN / DN a supplier's credit / debit note. */
export type Gstr2bKind = 'INV' | 'CN' | 'DN';

export type Gstr2bHeads = { TaxableP: Paise; IgstP: Paise; CgstP: Paise; SgstP: Paise; CessP: Paise; ValueP: Paise };

/** One supplier document of the 2B, as stored with the import and compared with the bills. */
export type Gstr2bDoc = Gstr2bHeads & {
  Sec: Gstr2bSection;
  Kind: Gstr2bKind;
  /** The supplier's GSTIN (`ctin`). */
  GSTIN: string;
  /** The supplier's trade name (`trdnm`). */
  Name: string;
  /** The supplier's document number (`inum` / `ntnum`) as the portal has it. */
  No: string;
  /** YYYY-MM-DD. */
  Date: string;
  POS: string;
  /** Tax payable on reverse charge (`rev` Y). */
  Rev: boolean;
  /** ITC available: Y, N, or T (temporary), '' when the file does not say. */
  Itc: string;
};

export type Gstr2bFile = { GSTIN: string; Period: string; GenDate: string; Docs: Gstr2bDoc[] };

/**
 * More supplier documents than a workshop's month holds (hundreds), and few enough that the
 * reconciliation's answer (about 0.5 KB a row) stays well inside Lambda's 6 MB response.
 */
export const MAX_GSTR2B_DOCUMENTS = 5_000;

const amount = z.number().min(0);
const portalDate = z.string().regex(/^\d{2}-\d{2}-\d{4}$/);
const headAmounts = {
  txval: amount.optional(),
  igst: amount.optional(),
  cgst: amount.optional(),
  sgst: amount.optional(),
  cess: amount.optional(),
};
const item = z.object(headAmounts);
const common = {
  dt: portalDate,
  val: amount,
  ...headAmounts,
  pos: z.string().optional(),
  rev: z.string().optional(),
  itcavl: z.string().optional(),
  items: z.array(item).optional(),
};
const invoice = z.object({ inum: z.string().trim().min(1).max(40), ...common });
const note = z.object({ ntnum: z.string().trim().min(1).max(40), typ: z.enum(['C', 'D']), ...common });
const supplier = { ctin: z.string().regex(/^\d{2}[0-9A-Z]{13}$/i), trdnm: z.string().optional() };
const invoiceSuppliers = z.array(z.object({ ...supplier, inv: z.array(invoice) }));
const noteSuppliers = z.array(z.object({ ...supplier, nt: z.array(note) }));
const returnData = z.object({
  gstin: z.string().regex(/^\d{2}[0-9A-Z]{13}$/i),
  rtnprd: z.string().regex(/^(0[1-9]|1[0-2])\d{4}$/),
  gendt: z.string().optional(),
  docdata: z
    .object({
      b2b: invoiceSuppliers.optional(),
      b2ba: invoiceSuppliers.optional(),
      cdnr: noteSuppliers.optional(),
      cdnra: noteSuppliers.optional(),
    })
    .optional(),
});
type ReturnData = z.infer<typeof returnData>;
type Common = z.infer<typeof invoice> | z.infer<typeof note>;

export type Gstr2bProblem = { kind: 'unreadable' | 'layout' | 'gstin' | 'period' | 'size'; message: string };
export type Gstr2bParsed = { ok: true; file: Gstr2bFile } | { ok: false; problem: Gstr2bProblem };

/** `data.docdata.b2b[3].inv[0].dt`, the place a person can look for in the file. */
const pathText = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (out, p) => (typeof p === 'number' ? `${out}[${p}]` : out ? `${out}.${String(p)}` : String(p)),
    '',
  );

/** DD-MM-YYYY to YYYY-MM-DD, or undefined for a day that does not exist. */
export function isoOfPortalDate(dt: string): string | undefined {
  const [d, m, y] = dt.split('-');
  const iso = `${y}-${m}-${d}`;
  const day = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== iso ? undefined : iso;
}

/** MMYYYY to YYYY-MM. */
export const periodOfRtnprd = (rtnprd: string): string => `${rtnprd.slice(2)}-${rtnprd.slice(0, 2)}`;

const paise = (x: number | undefined): Paise => (x === undefined ? 0 : rupeesToPaise(x));

/** The document's heads: its own totals where the portal gives them, else the sum of its items. */
function headsOf(doc: Common): Gstr2bHeads {
  const sum = (key: keyof typeof headAmounts): Paise =>
    doc[key] !== undefined ? paise(doc[key]) : (doc.items ?? []).reduce((s, i) => s + paise(i[key]), 0);
  return {
    TaxableP: sum('txval'),
    IgstP: sum('igst'),
    CgstP: sum('cgst'),
    SgstP: sum('sgst'),
    CessP: sum('cess'),
    ValueP: paise(doc.val),
  };
}

function docsOf(data: ReturnData): { docs: Gstr2bDoc[]; badDate?: string } {
  const docs: Gstr2bDoc[] = [];
  let badDate: string | undefined;
  const add = (
    sec: Gstr2bSection,
    kind: Gstr2bKind,
    ctin: string,
    name: string | undefined,
    no: string,
    d: Common,
    at: string,
  ) => {
    const date = isoOfPortalDate(d.dt);
    if (!date) {
      badDate ??= at;
      return;
    }
    docs.push({
      Sec: sec,
      Kind: kind,
      GSTIN: normaliseGstin(ctin),
      Name: name ?? '',
      No: no,
      Date: date,
      ...headsOf(d),
      POS: d.pos ?? '',
      Rev: d.rev === 'Y',
      Itc: d.itcavl ?? '',
    });
  };
  const dd = data.docdata ?? {};
  for (const sec of ['b2b', 'b2ba'] as const)
    (dd[sec] ?? []).forEach((s, i) =>
      s.inv.forEach((v, j) => add(sec, 'INV', s.ctin, s.trdnm, v.inum, v, `data.docdata.${sec}[${i}].inv[${j}].dt`)),
    );
  for (const sec of ['cdnr', 'cdnra'] as const)
    (dd[sec] ?? []).forEach((s, i) =>
      s.nt.forEach((n, j) =>
        add(sec, n.typ === 'C' ? 'CN' : 'DN', s.ctin, s.trdnm, n.ntnum, n, `data.docdata.${sec}[${i}].nt[${j}].dt`),
      ),
    );
  return badDate ? { docs, badDate } : { docs };
}

const countDocs = (data: unknown): number => {
  const dd = (data as { docdata?: Record<string, unknown> } | undefined)?.docdata ?? {};
  let n = 0;
  for (const sec of ['b2b', 'b2ba', 'cdnr', 'cdnra']) {
    const list = dd[sec];
    if (Array.isArray(list))
      for (const s of list as { inv?: unknown; nt?: unknown }[]) {
        const docs = s?.inv ?? s?.nt;
        if (Array.isArray(docs)) n += docs.length;
      }
  }
  return n;
};

/**
 * Reads a GSTR-2B file's text for the branch `gstin` and the month `period`
 * (YYYY-MM). Every refusal is one clear message: not JSON, not the portal's 2B
 * layout (naming the first place that is not), another GSTIN, another month.
 */
export function parseGstr2b(text: string, expect: { gstin: string; period: string }): Gstr2bParsed {
  const fail = (kind: Gstr2bProblem['kind'], message: string): Gstr2bParsed => ({
    ok: false,
    problem: { kind, message },
  });
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return fail('unreadable', Gstr2bMessages.unreadable);
  }
  // The portal's download wraps the return in `data` (beside `chksum`); an API answer may be the return itself.
  const wrapped = typeof json === 'object' && json !== null && 'data' in json;
  const raw = wrapped ? (json as { data: unknown }).data : json;
  if (countDocs(raw) > MAX_GSTR2B_DOCUMENTS) return fail('size', Gstr2bMessages.tooManyDocuments(MAX_GSTR2B_DOCUMENTS));
  const read = returnData.safeParse(raw);
  if (!read.success) {
    const issue = read.error.issues[0];
    const where = issue ? pathText([...(wrapped ? ['data'] : []), ...issue.path]) : '';
    return fail(
      'layout',
      Gstr2bMessages.wrongLayout(
        where ? `${where} is missing or not as the portal writes it` : 'it has no return data',
      ),
    );
  }
  const { docs, badDate } = docsOf(read.data);
  if (badDate) return fail('layout', Gstr2bMessages.wrongLayout(`${badDate} is not a date of the calendar`));
  const gstin = normaliseGstin(read.data.gstin);
  if (gstin !== normaliseGstin(expect.gstin)) return fail('gstin', Gstr2bMessages.otherGstin(gstin, expect.gstin));
  const period = periodOfRtnprd(read.data.rtnprd);
  if (period !== expect.period) return fail('period', Gstr2bMessages.otherPeriod(period, expect.period));
  const gen =
    read.data.gendt && /^\d{2}-\d{2}-\d{4}$/.test(read.data.gendt) ? isoOfPortalDate(read.data.gendt) : undefined;
  return { ok: true, file: { GSTIN: gstin, Period: period, GenDate: gen ?? '', Docs: docs } };
}

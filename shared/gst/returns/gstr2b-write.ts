import type { Gstr2bDoc } from './gstr2b';
import { portalDate, rupees } from './gstr1-rules';

/**
 * A GSTR-2B file in the portal's layout (the one `parseGstr2b` reads), written from
 * documents: the demo month's file (infra/local/seed), the bench's 2,000 invoices
 * and the tests. Only what the reconciliation reads and the keys a portal file has
 * beside them; the summaries (`itcsumm`, `cpsumm`) are left out.
 */

type Sections = Record<
  string,
  { ctin: string; trdnm: string; supprd: string; supfildt: string; [k: string]: unknown }[]
>;

const mmyyyy = (period: string): string => `${period.slice(5, 7)}${period.slice(0, 4)}`;

function entry(d: Gstr2bDoc): Record<string, unknown> {
  return {
    ...(d.Kind === 'INV' ? { inum: d.No, typ: 'R' } : { ntnum: d.No, typ: d.Kind === 'CN' ? 'C' : 'D', suptyp: 'R' }),
    dt: portalDate(d.Date),
    val: rupees(d.ValueP),
    pos: d.POS,
    rev: d.Rev ? 'Y' : 'N',
    itcavl: d.Itc || 'Y',
    rsn: '',
    diffprcnt: 1,
    txval: rupees(d.TaxableP),
    igst: rupees(d.IgstP),
    cgst: rupees(d.CgstP),
    sgst: rupees(d.SgstP),
    cess: rupees(d.CessP),
  };
}

export function writeGstr2b(file: { gstin: string; period: string; genDate: string; docs: readonly Gstr2bDoc[] }): {
  chksum: string;
  data: Record<string, unknown>;
} {
  const docdata: Sections = {};
  const suppliers = new Map<
    string,
    { ctin: string; trdnm: string; supprd: string; supfildt: string; [k: string]: unknown }
  >();
  for (const d of file.docs) {
    const key = `${d.Sec}|${d.GSTIN}`;
    let s = suppliers.get(key);
    if (!s) {
      s = { ctin: d.GSTIN, trdnm: d.Name, supprd: mmyyyy(file.period), supfildt: portalDate(file.genDate) };
      s[d.Kind === 'INV' ? 'inv' : 'nt'] = [];
      suppliers.set(key, s);
      (docdata[d.Sec] ??= []).push(s);
    }
    (s[d.Kind === 'INV' ? 'inv' : 'nt'] as unknown[]).push(entry(d));
  }
  return {
    chksum: '',
    data: { gstin: file.gstin, rtnprd: mmyyyy(file.period), version: '1.0', gendt: portalDate(file.genDate), docdata },
  };
}

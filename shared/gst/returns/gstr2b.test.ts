import { describe, expect, it } from 'vitest';
import { MAX_GSTR2B_DOCUMENTS, parseGstr2b } from './gstr2b';
import { Gstr2bMessages } from './gstr2b-messages';
import { writeGstr2b } from './gstr2b-write';
import { BRANCH_GSTIN, doc2b, VENDOR_B } from './testing/gstr2b-fixtures';

const expectFor = { gstin: BRANCH_GSTIN, period: '2026-10' };

/** The portal's layout as India Compliance's test file has it (gst_india/data/test_gstr_2b.json), trimmed. */
const PORTAL_FILE = {
  chksum: 'ADFADRGA4GADFADGERER',
  data: {
    gstin: BRANCH_GSTIN,
    rtnprd: '102026',
    version: '1.0',
    gendt: '14-11-2026',
    itcsumm: { itcavl: { nonrevsup: { igst: 183 } } },
    docdata: {
      b2b: [
        {
          ctin: '27aapfu0939f1zv',
          trdnm: 'Patil Motors',
          supfildt: '11-11-2026',
          supprd: '102026',
          inv: [
            {
              inum: 'S008400',
              typ: 'R',
              txval: 12200,
              sgst: 0,
              cgst: 0,
              cess: 0,
              igst: 2196.01,
              dt: '24-10-2026',
              val: 14396.01,
              pos: '29',
              rev: 'N',
              itcavl: 'Y',
              rsn: '',
              diffprcnt: 1,
              srctyp: 'e-Invoice',
              irn: '897ADG56RTY78956HYUG90BNHHIJK453GFTD99845672FDHHHSHGFH4567FG56TR',
              irngendate: '24-10-2026',
            },
          ],
        },
      ],
      cdnr: [
        {
          ctin: '27AAPFU0939F1ZV',
          trdnm: 'Patil Motors',
          supfildt: '11-11-2026',
          supprd: '102026',
          nt: [
            {
              ntnum: '533515',
              typ: 'C',
              suptyp: 'R',
              dt: '28-10-2026',
              val: 1180,
              pos: '29',
              rev: 'N',
              itcavl: 'Y',
              items: [{ num: 1, rt: 18, txval: 1000, igst: 180, cgst: 0, sgst: 0, cess: 0 }],
            },
          ],
        },
      ],
      impg: [{ boenum: '2566282', boedt: '18-10-2026', txval: 123.02, igst: 123.02 }],
    },
  },
};

describe('GSTR-2B file', () => {
  it('reads the portal layout: invoices and notes, dates, amounts to the paisa, items summed where no totals', () => {
    const read = parseGstr2b(JSON.stringify(PORTAL_FILE), expectFor);
    expect(read).toStrictEqual({
      ok: true,
      file: {
        GSTIN: BRANCH_GSTIN,
        Period: '2026-10',
        GenDate: '2026-11-14',
        Docs: [
          {
            Sec: 'b2b',
            Kind: 'INV',
            GSTIN: VENDOR_B,
            Name: 'Patil Motors',
            No: 'S008400',
            Date: '2026-10-24',
            TaxableP: 12_200_00,
            IgstP: 2_196_01,
            CgstP: 0,
            SgstP: 0,
            CessP: 0,
            ValueP: 14_396_01,
            POS: '29',
            Rev: false,
            Itc: 'Y',
          },
          {
            Sec: 'cdnr',
            Kind: 'CN',
            GSTIN: VENDOR_B,
            Name: 'Patil Motors',
            No: '533515',
            Date: '2026-10-28',
            TaxableP: 1_000_00,
            IgstP: 180_00,
            CgstP: 0,
            SgstP: 0,
            CessP: 0,
            ValueP: 1_180_00,
            POS: '29',
            Rev: false,
            Itc: 'Y',
          },
        ],
      },
    });
  });

  it('reads back what writeGstr2b writes (the demo and bench files)', () => {
    const docs = [doc2b(), doc2b({ No: 'X/2', GSTIN: VENDOR_B, Name: 'Patil', TaxableP: 999_99, Rev: true })];
    const text = JSON.stringify(writeGstr2b({ gstin: BRANCH_GSTIN, period: '2026-10', genDate: '2026-11-14', docs }));
    const read = parseGstr2b(text, expectFor);
    expect(read.ok && read.file.Docs).toStrictEqual(docs);
  });

  it('refuses an unreadable file with the one message', () => {
    for (const text of ['', 'not json', '{"data": ', 'PK\u0003\u0004binary'])
      expect(parseGstr2b(text, expectFor)).toStrictEqual({
        ok: false,
        problem: { kind: 'unreadable', message: Gstr2bMessages.unreadable },
      });
  });

  it('refuses another layout naming the first place that is not the portal’s', () => {
    const gstr1 = { gstin: BRANCH_GSTIN, fp: '102026', b2b: [] };
    expect(parseGstr2b(JSON.stringify(gstr1), expectFor)).toMatchObject({
      ok: false,
      problem: {
        kind: 'layout',
        message: Gstr2bMessages.wrongLayout('rtnprd is missing or not as the portal writes it'),
      },
    });
    const badDate = structuredCloneOf(PORTAL_FILE);
    badDate.data.docdata.b2b[0]!.inv[0]!.dt = '2026-10-24';
    expect(parseGstr2b(JSON.stringify(badDate), expectFor)).toMatchObject({
      ok: false,
      problem: {
        message: Gstr2bMessages.wrongLayout('data.docdata.b2b[0].inv[0].dt is missing or not as the portal writes it'),
      },
    });
    const noDay = structuredCloneOf(PORTAL_FILE);
    noDay.data.docdata.b2b[0]!.inv[0]!.dt = '31-11-2026';
    expect(parseGstr2b(JSON.stringify(noDay), expectFor)).toMatchObject({
      ok: false,
      problem: { message: Gstr2bMessages.wrongLayout('data.docdata.b2b[0].inv[0].dt is not a date of the calendar') },
    });
    const negative = structuredCloneOf(PORTAL_FILE);
    (negative.data.docdata.b2b[0]!.inv[0] as { val: unknown }).val = '14396.01';
    expect(parseGstr2b(JSON.stringify(negative), expectFor)).toMatchObject({ ok: false, problem: { kind: 'layout' } });
    expect(parseGstr2b('[]', expectFor)).toMatchObject({ ok: false, problem: { kind: 'layout' } });
  });

  it('refuses a file of more documents than one reconciliation takes', () => {
    const docs = Array.from({ length: MAX_GSTR2B_DOCUMENTS + 1 }, (_, i) => doc2b({ No: `N/${i}` }));
    const text = JSON.stringify(writeGstr2b({ gstin: BRANCH_GSTIN, period: '2026-10', genDate: '2026-11-14', docs }));
    expect(parseGstr2b(text, expectFor)).toStrictEqual({
      ok: false,
      problem: { kind: 'size', message: Gstr2bMessages.tooManyDocuments(MAX_GSTR2B_DOCUMENTS) },
    });
  });

  it('refuses a 2B of another GSTIN or another month', () => {
    expect(parseGstr2b(JSON.stringify(PORTAL_FILE), { gstin: '29AAKCK4321M2Z4', period: '2026-10' })).toStrictEqual({
      ok: false,
      problem: { kind: 'gstin', message: Gstr2bMessages.otherGstin(BRANCH_GSTIN, '29AAKCK4321M2Z4') },
    });
    expect(parseGstr2b(JSON.stringify(PORTAL_FILE), { gstin: BRANCH_GSTIN, period: '2026-09' })).toStrictEqual({
      ok: false,
      problem: { kind: 'period', message: Gstr2bMessages.otherPeriod('2026-10', '2026-09') },
    });
    expect(Gstr2bMessages.otherPeriod('2026-10', '2026-09')).toBe(
      'This GSTR-2B is for 10-2026, not the chosen month 09-2026. Choose the month the file is for.',
    );
  });
});

const structuredCloneOf = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

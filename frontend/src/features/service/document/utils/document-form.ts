import { ID_PREFIX } from '@shared/documents/constants';
import type { LineStatus, Payer } from '@shared/documents/statuses';
import type { Complaint, ServiceDocument, ServiceLaborLine, ServicePartLine } from '@shared/documents/schemas';
import type {
  EstimateAnswer,
  EstimateSaveBody,
  RepairOrderAnswer,
  RepairOrderSaveBody,
} from '@shared/service/call-schemas';
import { statusLabel } from '@shared/documents/status-labels';
import { payerLabel } from './choices';

/**
 * The screen's form of an estimate or a repair order, and the way to and from
 * the wire document. On the wire the lines are flat (Ops with CompId, Parts with
 * OpId, service-documents §3); on screen each complaint holds its labour lines
 * and each labour line its parts, so grouping is the form's shape and not a
 * sort order that an edit could break.
 */

export type DocumentKind = 'estimate' | 'repairOrder';
export type DocumentAnswer = EstimateAnswer | RepairOrderAnswer;

/**
 * Insurance claim details (docs/data-model-documents.md §6). The engine's schema gains `Claim`,
 * `Mat` and `Paint` in the insurance-depreciation work; until then they are
 * typed here with the same names and sent only when filled in.
 */
export type ClaimFields = {
  InsId?: string | undefined;
  PolicyNo?: string | undefined;
  ClaimNo?: string | undefined;
  ZeroDep?: boolean | undefined;
  Excess?: number | undefined;
  RegDt?: string | undefined;
  LossDt?: string | undefined;
};
export const MATERIALS = ['Metal', 'Rubber', 'Fibreglass', 'Glass', 'Paint'] as const;
export type Material = (typeof MATERIALS)[number];

/** A part line as edited: the wire line plus the payer's name the cell shows. */
export type PartRow = Omit<ServicePartLine, '_id'> & {
  _id: string;
  Mat?: Material | undefined;
  PayerName: string;
  StsName: string;
};
/** A labour line as edited: the payer's and technician's names the cells show, and its parts. */
export type LabourRow = Omit<ServiceLaborLine, '_id'> & {
  _id: string;
  Paint?: boolean | undefined;
  PayerName: string;
  /** The line's status as people read it ('Parts Available' for PartsAvl). */
  StsName: string;
  TechName: string;
  /** 'Yes' when the labour is a painting charge not split into material and labour (`Paint`). */
  PaintMark: string;
  /** The sublet vendor's name as picked; 'Sublet' for a sublet line read from the server (its vendor is on record). */
  VendorName: string;
  Parts: PartRow[];
};
export type ComplaintRow = { _id: string; Comp_Id?: string | number | undefined; Desc: string };
/** A complaint with its services; `Comp` null is the work asked for without a complaint. */
export type ComplaintGroup = { Key: string; Comp: ComplaintRow | null; Ops: LabourRow[] };

export type DocumentForm = {
  ProdId: string;
  /** Shown beside the vehicle pick; the server keeps its own from the product. */
  RegNo: string;
  Cust: string;
  CustName: string;
  Odo: number | undefined;
  SA: string;
  PrDate: string;
  PrTime: string;
  Type: string;
  NextSvc: string;
  CBillTo: { name: string; Ph: string };
  Notes: string;
  Sur_Id: string;
  Claim: ClaimFields;
  Groups: ComplaintGroup[];
  /** Parts not under a labour line. */
  LooseParts: PartRow[];
};

export const linePrefixes = (kind: DocumentKind) =>
  kind === 'estimate'
    ? { labour: ID_PREFIX.estimateLabor, part: ID_PREFIX.estimatePart, complaint: ID_PREFIX.complaint }
    : { labour: ID_PREFIX.repairOrderLabor, part: ID_PREFIX.repairOrderPart, complaint: ID_PREFIX.complaint };

/** Every line id in the form, complaints and parts included. */
export const allLineIds = (form: Pick<DocumentForm, 'Groups' | 'LooseParts'>): string[] => [
  ...form.Groups.flatMap((g) => [
    ...(g.Comp ? [g.Comp._id] : []),
    ...g.Ops.flatMap((o) => [o._id, ...o.Parts.map((p) => p._id)]),
  ]),
  ...form.LooseParts.map((p) => p._id),
];

/** The next id with a prefix (WO3 after WO1 and WO2): ids are never reused while the document is open. */
export const nextLineId = (prefix: string, ids: readonly string[]): string => {
  const pattern = new RegExp(`^${prefix}(\\d+)$`);
  const highest = ids.reduce((max, id) => Math.max(max, Number(pattern.exec(id)?.[1] ?? 0)), 0);
  return `${prefix}${highest + 1}`;
};

export const SUBLET_ON_RECORD = 'Sublet';

const text = (v: string | number | null | undefined): string => (v === undefined || v === null ? '' : String(v));

const partRow = (p: ServicePartLine): PartRow => ({
  ...p,
  PayerName: payerLabel(p.PBy),
  StsName: statusLabel(p.Sts ?? ''),
});
const labourRow = (
  o: ServiceLaborLine & { Paint?: boolean },
  parts: readonly ServicePartLine[],
  techName: (id: string | undefined) => string,
): LabourRow => ({
  ...o,
  PaintMark: o.Paint ? 'Yes' : '',
  VendorName: o.Sublet ? SUBLET_ON_RECORD : '',
  PayerName: payerLabel(o.PBy),
  StsName: statusLabel(o.Sts ?? ''),
  TechName: techName(o.Tech),
  Parts: parts.filter((p) => p.OpId === o._id).map(partRow),
});

/** The form of a blank document: one complaint to start from, and the work without a complaint. */
export const newDocumentForm = (kind: DocumentKind, advisor: string): DocumentForm => ({
  ProdId: '',
  RegNo: '',
  Cust: '',
  CustName: '',
  Odo: undefined,
  SA: advisor,
  PrDate: '',
  PrTime: '',
  Type: '',
  NextSvc: '',
  CBillTo: { name: '', Ph: '' },
  Notes: '',
  Sur_Id: '',
  Claim: {},
  Groups: [
    { Key: 'WC1', Comp: { _id: `${linePrefixes(kind).complaint}1`, Desc: '' }, Ops: [] },
    { Key: 'none', Comp: null, Ops: [] },
  ],
  LooseParts: [],
});

/** The form of a document as the server answered it. */
export const answerToForm = (
  answer: DocumentAnswer,
  techName: (id: string | undefined) => string = () => '',
): DocumentForm => {
  const ops = (answer.Ops ?? []) as ServiceLaborLine[];
  const parts = (answer.Parts ?? []) as ServicePartLine[];
  const opIds = new Set(ops.map((o) => o._id));
  const comps = answer.Comps ?? [];
  const compIds = new Set(comps.map((c) => c._id));
  const extra = answer as { Claim?: ClaimFields };
  return {
    ProdId: text(answer.ProdId),
    RegNo: text(answer.RegNo),
    Cust: text(answer.Cust),
    CustName: text(answer.CustName),
    Odo: answer.Odo,
    SA: text(answer.SA),
    PrDate: text(answer.PrDate),
    PrTime: text(answer.PrTime),
    Type: text(answer.Type),
    NextSvc: text(answer.NextSvc),
    CBillTo: { name: text(answer.CBillTo?.name), Ph: text(answer.CBillTo?.Ph) },
    Notes: text(answer.Notes),
    Sur_Id: text(answer.Sur_Id),
    Claim: { ...extra.Claim },
    Groups: [
      ...comps.map((c): ComplaintGroup => ({
        Key: c._id,
        Comp: { _id: c._id, Comp_Id: c.Comp_Id, Desc: text(c.Desc) },
        Ops: ops.filter((o) => o.CompId === c._id).map((o) => labourRow(o, parts, techName)),
      })),
      {
        Key: 'none',
        Comp: null,
        Ops: ops.filter((o) => !o.CompId || !compIds.has(o.CompId)).map((o) => labourRow(o, parts, techName)),
      },
    ],
    LooseParts: parts.filter((p) => !p.OpId || !opIds.has(p.OpId)).map(partRow),
  };
};

/** Blank text and unset numbers leave the line; the server removes empty optional fields anyway (§5). */
const compact = <T extends Record<string, unknown>>(record: T): T =>
  Object.fromEntries(
    Object.entries(record).filter(
      ([, v]) => v !== undefined && v !== '' && !(typeof v === 'number' && Number.isNaN(v)),
    ),
  ) as T;

const partLine = ({ PayerName: _payer, StsName: _status, ...p }: PartRow, opId: string | undefined): ServicePartLine =>
  compact({ ...p, OpId: opId }) as ServicePartLine;

/** The wire lines of the form: flat Comps, Ops (CompId) and Parts (OpId). */
export const formLines = (
  form: Pick<DocumentForm, 'Groups' | 'LooseParts'>,
): Required<Pick<ServiceDocument, 'Comps' | 'Ops' | 'Parts'>> => {
  const Comps: Complaint[] = [];
  const Ops: ServiceLaborLine[] = [];
  const Parts: ServicePartLine[] = [];
  for (const group of form.Groups) {
    // A complaint left blank with no services is the empty row a new document starts with: it is not sent.
    if (group.Comp && group.Comp.Desc.trim() === '' && group.Ops.length === 0) continue;
    if (group.Comp)
      Comps.push(compact({ _id: group.Comp._id, Comp_Id: group.Comp.Comp_Id, Desc: group.Comp.Desc }) as Complaint);
    for (const {
      PayerName: _payer,
      StsName: _status,
      TechName: _tech,
      PaintMark: _paint,
      VendorName: _vendor,
      Parts: parts,
      ...labour
    } of group.Ops) {
      Ops.push(compact({ ...labour, CompId: group.Comp?._id }) as ServiceLaborLine);
      for (const part of parts) Parts.push(partLine(part, labour._id));
    }
  }
  for (const part of form.LooseParts) Parts.push(partLine(part, undefined));
  return { Comps, Ops, Parts };
};

export type DocumentBody = Omit<EstimateSaveBody, 'ver'> | Omit<RepairOrderSaveBody, 'ver'>;

const hasClaim = (claim: ClaimFields): boolean =>
  Object.values(claim).some((v) => v !== undefined && v !== '' && v !== false);

/** What a save sends: the header the user edits and every line (the server recomputes the rest). */
export const formToBody = (form: DocumentForm): DocumentBody => {
  const cBillTo = compact(form.CBillTo);
  const body = compact({
    ProdId: form.ProdId,
    Cust: form.Cust,
    Odo: form.Odo,
    SA: form.SA,
    PrDate: form.PrDate,
    PrTime: form.PrTime,
    Type: form.Type,
    NextSvc: form.NextSvc,
    Notes: form.Notes,
    Sur_Id: form.Sur_Id,
    CBillTo: Object.keys(cBillTo).length > 0 ? cBillTo : undefined,
    ...(hasClaim(form.Claim) ? { Claim: compact(form.Claim) } : {}),
    ...formLines(form),
  });
  return body as DocumentBody;
};

/** The document the local recompute works on: the lines, and the header fields the engine reads. */
export const formToDocument = (form: Pick<DocumentForm, 'Groups' | 'LooseParts'>): ServiceDocument => formLines(form);

export const PAYER_OF_NEW_LINE: Payer = 'Cus';

/** A line's status and the name its cell shows. */
export const lineStatus = (Sts: LineStatus): { Sts: LineStatus; StsName: string } => ({
  Sts,
  StsName: statusLabel(Sts),
});

import { statusLabel } from '@shared/documents/status-labels';
import { SERVICE_SAC } from '@shared/documents/constants';
import { Dec } from '@shared/documents/money-math';
import { isStockedPart } from '@shared/inventory/part-issue';
import { DocumentMessages } from '@shared/documents/validation-messages';
import { isDuplicateOperation, isDuplicatePart } from '@shared/documents/validate';
import {
  lineLock,
  mayChangeLineField,
  mayPassLock,
  type LineEditRights,
  type LineLockDocument,
} from '@shared/documents/line-rules';
import type { GuideOperationRow, PartRow as CataloguePart } from '@shared/catalogue/call-schemas';
import type { LineStatus, Payer } from '@shared/documents/statuses';
import type { ServiceLaborLine, ServicePartLine } from '@shared/documents/schemas';
import type {
  ComboboxOption,
  ComboboxSearch,
  LineEditor,
  LineGridColumn,
} from '../../../../components/line-grid/line-grid-columns';
import type { RecordSearch } from '../../../../components/combobox/record-search';
import { listSearch, mayPickStatus, payerOfLabel, payerSearch, statusSearch } from '../utils/choices';
import { MATERIALS, type DocumentKind, type LabourRow, type PartRow } from '../utils/document-form';
import { ServiceScreenMessages } from '../utils/messages';

/**
 * The columns of the labour and part grids (docs/line-grid.md). Picking from the
 * catalogue fills the line (hours × rate, SAC and tax code for an operation; HSN,
 * price and tax code for a part); the duplicate rules of service-documents §5
 * refuse a pick at once.
 */
export type LineColumnContext = {
  kind: DocumentKind;
  operations: RecordSearch<GuideOperationRow>;
  parts: RecordSearch<CataloguePart>;
  /** Technicians of the branch (repair orders only, from its employee list); undefined when the user cannot edit the order. */
  technicians: RecordSearch<{ UserId: string; Name: string }> | undefined;
  /** The status a line was saved with: hand-picked statuses follow lineStatusChoices from it. */
  savedStatus: (lineId: string) => LineStatus | undefined;
  /** Every line as it stands now, flat, for the duplicate rules. */
  currentLines: () => { Ops: ServiceLaborLine[]; Parts: ServicePartLine[] };
  refuse: (message: string) => void;
  /** Sublet vendors; undefined when the user cannot search vendors. */
  vendors: RecordSearch<{ _id: string; DName: string }> | undefined;
  /** The document is an insurance repair: the depreciation columns (labour Paint, part Mat) show. */
  insurance: boolean;
  /**
   * A part picked from the catalogue is tied to the branch's stock (`In_Id`, the
   * item it is): a repair order where parts come from stock (shared
   * inventory-features partsComeFromStock), so its save reserves it or asks.
   */
  tiesStock: boolean;
  /** Asks 'Do You Still Want To Add The Part?'; false undoes the pick. */
  confirmPart: (message: string) => Promise<boolean>;
  /** The document and the user's rights: a cell the API would refuse to change is read-only (line-rules mayChangeLineField). */
  locks: { doc: LineLockDocument; rights: LineEditRights };
  /** How a line's tax code reads: the version in force on the document's date (shared tax-codes taxCodeLabel). */
  taxCodeLabel: (code: number | undefined) => string;
};

/** The tax code the catalogue pick set, as in force on the document's date: read-only here (it follows the operation or part). */
const taxCodeColumn = <Row extends { TCode?: number | undefined }>(ctx: LineColumnContext): LineGridColumn<Row> => ({
  key: 'TaxCode',
  header: 'Tax code',
  kind: 'computed',
  width: '10rem',
  format: 'text',
  compute: (row) => ctx.taxCodeLabel(row.TCode),
});

/** Whether the user may remove a line: a saved line must pass its lock (line-rules lineLock), as the save checks; a new line always goes. */
export const mayRemoveLine =
  (ctx: LineColumnContext) =>
  (row: { _id: string }): boolean => {
    const saved = ctx.savedStatus(row._id);
    return saved === undefined || mayPassLock(lineLock(ctx.locks.doc, saved), ctx.locks.rights);
  };

/** The read-only rule of a cell that edits `field` of the line: the same rule the API's edit locks apply (service-documents §6). */
const lockedUnless =
  (ctx: LineColumnContext, field: string) =>
  (row: { _id: string }): boolean =>
    !mayChangeLineField(ctx.locks.doc, ctx.savedStatus(row._id), field, ctx.locks.rights);

/** Quantity × price, decimal-safe, in rupees (what the amount cell shows before the engine's discounts and tax). */
export const lineAmount = (qty: number | undefined, price: number | undefined): number | undefined =>
  qty === undefined || price === undefined ? undefined : new Dec(qty).times(price).toDecimalPlaces(2).toNumber();

/** What the surveyor approved less what was quoted, for a line the insurer pays (part of); blank when equal. */
export const assessedDifference = (
  qty: number | undefined,
  price: number | undefined,
  assessed: number | undefined,
  payer: string | undefined,
): number | undefined => {
  if (assessed === undefined || (payer !== 'Ins' && payer !== 'InCu')) return undefined;
  const quoted = lineAmount(qty, price) ?? 0;
  const approved = lineAmount(qty, assessed) ?? 0;
  return quoted === approved ? undefined : new Dec(approved).minus(quoted).toNumber();
};

/** Sets one field of a line: the caller knows the row type, where a generic column cannot name Row['PBy'] or Row['Sts']. */
type SetField<Row, V> = (line: LineEditor<Row>, value: V) => void;

const payerColumn = <Row extends { _id: string; PayerName: string }>(
  ctx: LineColumnContext,
  setPayer: SetField<Row, Payer>,
): LineGridColumn<Row> => ({
  key: 'PayerName' as keyof Row & string,
  header: 'Payer',
  kind: 'combobox',
  width: '7rem',
  readOnly: lockedUnless(ctx, 'PBy'),
  search: payerSearch,
  onPick: (option, line) => {
    const code = payerOfLabel(option.value);
    if (code) setPayer(line, code);
  },
});

/** The status cell shows the status's name; New, Declined and Approved are the ones a person picks (line-rules). */
const statusColumn = <Row extends { _id: string; Sts?: LineStatus | undefined; StsName: string }>(
  ctx: LineColumnContext,
  setStatus: SetField<Row, LineStatus | undefined>,
): LineGridColumn<Row> => ({
  key: 'StsName' as keyof Row & string,
  header: 'Status',
  kind: 'combobox',
  width: '7rem',
  readOnly: lockedUnless(ctx, 'Sts'),
  search: statusSearch,
  onPick: (option, line) => {
    const saved = ctx.savedStatus(line.row._id);
    if (mayPickStatus(saved, option.value)) {
      setStatus(line, option.value as LineStatus);
      return;
    }
    ctx.refuse(ServiceScreenMessages.statusNotAllowed(saved ?? 'New', option.value));
    setStatus(line, saved);
  },
});

/**
 * The surveyor's price and its difference from the quote matter only when an insurer pays: like paint
 * and material they show once the claim names an insurer or a line is paid by Insurance or Shared, and
 * leave a walk-in customer's grid room for the names of its lines.
 */
const assessedColumn = <Row>(readOnly: (row: Row) => boolean): LineGridColumn<Row> => ({
  key: 'AssPr' as keyof Row & string,
  header: 'Assessed',
  kind: 'money',
  width: '7rem',
  readOnly,
});

const differenceColumn = <
  Row extends { PBy?: string | undefined; AssPr?: number | undefined; Qty?: number | undefined },
>(
  price: (row: Row) => number | undefined,
): LineGridColumn<Row> => ({
  key: 'AssDiff',
  header: 'Assessed − quoted',
  kind: 'computed',
  format: 'money',
  compute: (row) => assessedDifference(row.Qty, price(row), row.AssPr, row.PBy),
});

export function labourColumns(ctx: LineColumnContext): LineGridColumn<LabourRow>[] {
  const pickOperation = (option: ComboboxOption, line: LineEditor<LabourRow>): void => {
    const op = ctx.operations.recordOf(option);
    if (!op) return;
    const others = ctx.currentLines().Ops.filter((o) => o._id !== line.row._id);
    if (isDuplicateOperation(others, op._id)) {
      ctx.refuse(DocumentMessages.duplicateOperation);
      line.set('Desc', '');
      line.set('Op_Id', undefined);
      return;
    }
    line.set('Op_Id', op._id);
    line.set('Qty', op.Hrs);
    line.set('Pr', op.Rate);
    line.set('EstPr', op.Rate);
    line.set('SAC', op.SAC || SERVICE_SAC);
    line.set('TCode', op.TCode);
  };
  const locked = (field: string) => lockedUnless(ctx, field);
  return [
    {
      key: 'Desc',
      header: 'Labour',
      kind: 'combobox',
      required: true,
      search: ctx.operations.search,
      onPick: pickOperation,
      maxLength: 2000,
      placeholder: 'Operation',
      readOnly: locked('Desc'),
    },
    { key: 'Qty', header: 'Hours', kind: 'number', width: '5rem', readOnly: locked('Qty') },
    { key: 'Pr', header: 'Rate', kind: 'money', width: '7rem', readOnly: locked('Pr') },
    // The amount beside its hours and rate: at a laptop's width the columns after it may need a sideways scroll.
    {
      key: 'Amount',
      header: 'Amount',
      kind: 'computed',
      format: 'money',
      total: true,
      compute: (row) => lineAmount(row.Qty, row.Pr),
    },
    ...(ctx.insurance ? [assessedColumn<LabourRow>(locked('AssPr'))] : []),
    ...(ctx.insurance ? [differenceColumn<LabourRow>((row) => row.Pr)] : []),
    payerColumn<LabourRow>(ctx, (line, payer) => line.set('PBy', payer)),
    ...(ctx.kind === 'repairOrder' && ctx.technicians
      ? [{ ...technicianColumn(ctx.technicians), readOnly: locked('Tech') }]
      : []),
    ...(ctx.insurance ? [{ ...paintColumn, readOnly: locked('Paint') }] : []),
    ...(ctx.vendors ? [{ ...subletColumn(ctx.vendors), readOnly: locked('VenId') }] : []),
    statusColumn<LabourRow>(ctx, (line, status) => {
      line.set('Sts', status);
      line.set('StsName', statusLabel(status ?? ''));
    }),
    taxCodeColumn<LabourRow>(ctx),
  ];
}

const technicianColumn = (technicians: RecordSearch<{ UserId: string; Name: string }>): LineGridColumn<LabourRow> => ({
  key: 'TechName',
  header: 'Technician',
  kind: 'combobox',
  width: '9rem',
  search: technicians.search,
  onPick: (option, line) => line.set('Tech', technicians.recordOf(option)?.UserId),
});

/** A painting charge not split into material and labour: its material is taken as 25 % of it for depreciation. */
const paintColumn: LineGridColumn<LabourRow> = {
  key: 'PaintMark',
  header: 'Paint',
  kind: 'combobox',
  width: '5rem',
  search: listSearch([
    { value: 'Yes', label: 'Yes', detail: 'painting charge' },
    { value: 'No', label: 'No' },
  ]),
  onPick: (option, line) => {
    line.set('Paint', option.value === 'Yes' ? true : undefined);
    if (option.value === 'No') line.set('PaintMark', '');
  },
};

/** Sublet work: picking a vendor makes the line sublet (`Sublet`, `VenId`, §5 'a sublet labour line needs a valid vendor'). */
const subletColumn = (vendors: RecordSearch<{ _id: string; DName: string }>): LineGridColumn<LabourRow> => ({
  key: 'VendorName',
  header: 'Sublet to',
  kind: 'combobox',
  width: '9rem',
  search: vendors.search,
  onPick: (option, line) => {
    const vendor = vendors.recordOf(option);
    line.set('Sublet', vendor ? true : undefined);
    line.set('VenId', vendor?._id);
  },
});

const materialSearch: ComboboxSearch = listSearch(MATERIALS.map((m) => ({ value: m, label: m })));

/** The columns of the parts under one labour line (`opId`), or of the parts under none. */
export function partColumns(ctx: LineColumnContext, opId: string | undefined): LineGridColumn<PartRow>[] {
  const pickPart = (option: ComboboxOption, line: LineEditor<PartRow>): void => {
    const part = ctx.parts.recordOf(option);
    if (!part) return;
    const others = ctx.currentLines().Parts.filter((p) => p._id !== line.row._id);
    const undo = (): void => {
      line.set('Desc', '');
      line.set('MPN', undefined);
      line.set('PCode', undefined);
      line.set('HSN', undefined);
      line.set('In_Id', undefined);
    };
    if (isDuplicatePart(others, part.PCode, opId)) {
      ctx.refuse(DocumentMessages.duplicatePart);
      undo();
      return;
    }
    line.set('MPN', part.PCode);
    line.set('PCode', part.PCode);
    // An inventory item is the catalogue part itself (docs/inventory.md §6).
    line.set('In_Id', ctx.tiesStock ? part._id : undefined);
    line.set('UoM', part.UoM);
    line.set('Make', part.Make);
    line.set('UnPr', part.UnPr);
    line.set('EstPr', part.UnPr);
    line.set('TCode', part.TCode);
    // The tax invoice names the part's HSN (CGST Rule 46(g)); the server fills it too for a line saved without one.
    line.set('HSN', part.HSN);
    // The same part under another operation is allowed, after the user says so (docs/service-screens.md).
    if (others.some((p) => p.MPN === part.PCode)) {
      void ctx.confirmPart(ServiceScreenMessages.stillAddPart).then((yes) => {
        if (!yes) undo();
      });
    }
  };
  const quantities: LineGridColumn<PartRow>[] =
    ctx.kind === 'repairOrder'
      ? [
          { key: 'RQty', header: 'Received', kind: 'number', width: '5rem', readOnly: lockedUnless(ctx, 'RQty') },
          // A stocked line's issued quantity moves only by Issue Parts (docs/inventory.md §10): never typed here.
          {
            key: 'IQty',
            header: 'Issued',
            kind: 'number',
            width: '5rem',
            readOnly: (row) => isStockedPart(row) || lockedUnless(ctx, 'IQty')(row),
          },
        ]
      : [];
  const locked = (field: string) => lockedUnless(ctx, field);
  return [
    {
      key: 'Desc',
      header: 'Part',
      kind: 'combobox',
      required: true,
      search: ctx.parts.search,
      onPick: pickPart,
      maxLength: 2000,
      placeholder: 'Part name',
      readOnly: locked('Desc'),
    },
    { key: 'Qty', header: 'Qty', kind: 'number', width: '5rem', readOnly: locked('Qty') },
    ...quantities,
    { key: 'UnPr', header: 'Unit price', kind: 'money', width: '7rem', readOnly: locked('UnPr') },
    {
      key: 'Amount',
      header: 'Amount',
      kind: 'computed',
      format: 'money',
      total: true,
      compute: (row) => lineAmount(row.Qty, row.UnPr),
    },
    ...(ctx.insurance ? [assessedColumn<PartRow>(locked('AssPr'))] : []),
    ...(ctx.insurance ? [differenceColumn<PartRow>((row) => row.UnPr)] : []),
    payerColumn<PartRow>(ctx, (line, payer) => line.set('PBy', payer)),
    ...(ctx.insurance
      ? [
          {
            key: 'Mat',
            header: 'Material',
            kind: 'combobox',
            width: '7rem',
            search: materialSearch,
            readOnly: locked('Mat'),
          } as const,
        ]
      : []),
    statusColumn<PartRow>(ctx, (line, status) => {
      line.set('Sts', status);
      line.set('StsName', statusLabel(status ?? ''));
    }),
    taxCodeColumn<PartRow>(ctx),
  ];
}

import { ClientError } from '../../../../lib/api-error';
import { ServiceScreenMessages } from './messages';
import type { DocumentForm, DocumentKind } from './document-form';

/**
 * Problems of a document, each tied to a line and a field where it has one: the
 * server's refusal of a save or an approval (400 with the list of lines and
 * fields, docs/service-actions.md 'Refusals') and the screen's own checks before it sends.
 */
export type LineIssue = { LineId?: string | undefined; Field: string; Message: string };

/**
 * The issues of a 400. The server's refusal carries `Issues` (`{ LineId, Field,
 * Message }`, shared/api/errors.ts apiErrorBody), which the client's error mapping
 * keeps on the error as `issues`. A save's schema refusal has the body's `errors`
 * (`{ path, message }`, DESIGN §2, which the mapping passes through), a line's
 * path being `<LineId>.<Field>` ('EO2.Pr') and a header field's its own name
 * ('SA'); docs/service-screens.md 'Refusals'.
 */
export const issuesOfRefusal = (error: unknown): LineIssue[] => {
  if (!(error instanceof ClientError) || (error.status !== 400 && error.code !== 400)) return [];
  if (error.issues && error.issues.length > 0)
    return error.issues.map((i) => ({ LineId: i.LineId, Field: i.Field, Message: i.Message }));
  return (error.errors ?? []).map(({ path, message }) => {
    const [first, ...rest] = path.split('.');
    return /^(WO|EO|WP|EP|WC|WCo|ECo)\d+$/.test(first ?? '')
      ? { LineId: first, Field: rest.join('.') || 'Desc', Message: message }
      : { Field: path, Message: message };
  });
};

/** Fields whose cell shows a name in the grid: the message goes to that cell. */
const CELL_OF_FIELD: Readonly<Record<string, string>> = {
  Sts: 'StsName',
  PBy: 'PayerName',
  Tech: 'TechName',
  Paint: 'PaintMark',
  VenId: 'VendorName',
  Sublet: 'VendorName',
};
/** The cells of the line grids (components/line-columns.ts): a line's issue on any other field is shown as the line's own message. */
const GRID_CELLS = new Set([
  'Desc',
  'Qty',
  'RQty',
  'IQty',
  'Pr',
  'UnPr',
  'AssPr',
  'PayerName',
  'TechName',
  'PaintMark',
  'VendorName',
  'Mat',
  'StsName',
]);

export const cellOfField = (field: string): string => CELL_OF_FIELD[field] ?? field;
/** Whether an issue shows under its cell (else it is the line's own message). */
export const hasCell = (issue: LineIssue): boolean => GRID_CELLS.has(cellOfField(issue.Field));

/** Where a line's field sits in the form ('Groups.0.Ops.1.Pr'), or undefined for a line the form no longer has. */
export const formPathOf = (
  form: Pick<DocumentForm, 'Groups' | 'LooseParts'>,
  lineId: string,
  issueField: string,
): string | undefined => {
  const field = cellOfField(issueField);
  for (const [g, group] of form.Groups.entries()) {
    if (group.Comp?._id === lineId) return `Groups.${g}.Comp.Desc`;
    for (const [o, op] of group.Ops.entries()) {
      if (op._id === lineId) return `Groups.${g}.Ops.${o}.${field}`;
      const p = op.Parts.findIndex((part) => part._id === lineId);
      if (p >= 0) return `Groups.${g}.Ops.${o}.Parts.${p}.${field}`;
    }
  }
  const loose = form.LooseParts.findIndex((part) => part._id === lineId);
  return loose >= 0 ? `LooseParts.${loose}.${field}` : undefined;
};

/**
 * The screen's own checks before a save: lines typed without a catalogue pick
 * need the free-form permission (docs/decisions-service.md 'Creating'), and on a repair
 * order a part cannot be issued beyond what was received ('Insufficient Quantity.').
 */
export const screenIssues = (
  form: Pick<DocumentForm, 'Groups' | 'LooseParts'>,
  kind: DocumentKind,
  canFreeForm: boolean,
): LineIssue[] => {
  const issues: LineIssue[] = [];
  const parts = [...form.Groups.flatMap((g) => g.Ops.flatMap((o) => o.Parts)), ...form.LooseParts];
  if (!canFreeForm) {
    for (const op of form.Groups.flatMap((g) => g.Ops)) {
      if (op.Desc && op.Op_Id === undefined)
        issues.push({ LineId: op._id, Field: 'Desc', Message: ServiceScreenMessages.freeFormNotAllowed });
    }
    for (const part of parts) {
      if (part.Desc && !part.MPN && !part.PCode)
        issues.push({ LineId: part._id, Field: 'Desc', Message: ServiceScreenMessages.freeFormNotAllowed });
    }
  }
  if (kind === 'repairOrder') {
    for (const part of parts) {
      if (part.IQty !== undefined && part.IQty > (part.RQty ?? 0))
        issues.push({ LineId: part._id, Field: 'IQty', Message: ServiceScreenMessages.insufficientQuantity });
    }
  }
  return issues;
};

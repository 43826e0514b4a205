import type { Payer } from '@shared/documents/statuses';
import { PAYER_LABELS } from '../utils/choices';
import { newDocumentForm, type DocumentForm, type LabourRow } from '../utils/document-form';

const PAYERS: readonly Payer[] = ['Cus', 'Ins', 'InCu', 'Cus', 'War'];

/**
 * A repair order's form with `lines` lines (half labour, half parts, one part per
 * labour line, five labour lines a complaint), mixed payers and tax codes: what
 * the totals panel recomputes on each keystroke in the bench and its test.
 */
export function sampleOrderForm(lines = 200): DocumentForm {
  const form = newDocumentForm('repairOrder', 'user-1');
  const labourCount = Math.ceil(lines / 2);
  const groups: DocumentForm['Groups'] = [];
  for (let n = 1; n <= labourCount; n++) {
    const PBy = PAYERS[n % PAYERS.length] as Payer;
    const labour: LabourRow = {
      _id: `WO${n}`,
      Desc: `Operation ${n}`,
      Op_Id: `OP${n}`,
      Qty: 1 + (n % 3) * 0.5,
      Pr: 450 + n * 10,
      AssPr: PBy === 'Cus' ? undefined : 400 + n * 10,
      PBy,
      PayerName: PAYER_LABELS[PBy],
      TechName: '',
      PaintMark: '',
      VendorName: '',
      Sts: 'Approved',
      StsName: 'Approved',
      TCode: n % 4 === 0 ? 114 : 106,
      Parts:
        n * 2 - 1 < lines
          ? [
              {
                _id: `WP${n}`,
                Desc: `Part ${n}`,
                MPN: `MPN-${n}`,
                Qty: 1 + (n % 4),
                UnPr: 120.5 + n,
                AssPr: PBy === 'Cus' ? undefined : 100 + n,
                PBy,
                PayerName: PAYER_LABELS[PBy],
                Sts: 'Approved',
                StsName: 'Approved',
                TCode: 106,
              },
            ]
          : [],
    };
    const complaint = Math.floor((n - 1) / 5);
    const group = groups[complaint] ?? {
      Key: `WC${complaint + 1}`,
      Comp: { _id: `WC${complaint + 1}`, Desc: `Complaint ${complaint + 1}` },
      Ops: [],
    };
    group.Ops.push(labour);
    groups[complaint] = group;
  }
  return { ...form, Groups: [...groups, { Key: 'none', Comp: null, Ops: [] }] };
}

/** The same form after one keystroke in one price: a new line object, the rest shared, as react-hook-form gives it. */
export function withPrice(form: DocumentForm, group: number, line: number, price: number): DocumentForm {
  const Groups = form.Groups.map((g, gi) =>
    gi === group ? { ...g, Ops: g.Ops.map((o, oi) => (oi === line ? { ...o, Pr: price } : o)) } : g,
  );
  return { ...form, Groups };
}

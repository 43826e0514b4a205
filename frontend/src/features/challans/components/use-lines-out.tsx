import { TextField } from '@aws-amplify/ui-react';
import type { ChallanAnswer } from '@shared/challans/challan-schemas';
import { useState, type ReactNode } from 'react';
import { toClientError } from '../../../lib/api-error';
import { problemsByLine } from '../../../lib/line-problems';

type LineQty = { LineId: string; Qty: number };

/**
 * A quantity for each line of a challan still out (blank: none), as goods back and convert to invoice both
 * ask it: the fields (`kept` words what the quantity is, after the line's 'n out'), and a submit that sends
 * the lines given one and shows a refusal under its line, else above the form.
 */
export function useLinesOut(
  challan: ChallanAnswer,
  kept = '',
): {
  problem: string | undefined;
  fields: ReactNode;
  submit: (send: (lines: LineQty[]) => Promise<void>, nothingNamed?: string) => Promise<void>;
} {
  const out = challan.Lines.filter((l) => l.Out > 0);
  const [qty, setQty] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | undefined>();

  const submit = async (send: (lines: LineQty[]) => Promise<void>, nothingNamed?: string) => {
    setProblem(undefined);
    setProblems({});
    const named = out.filter((l) => (qty[l._id] ?? '').trim() !== '');
    if (nothingNamed !== undefined && named.length === 0) {
      setProblem(nothingNamed);
      return;
    }
    try {
      await send(named.map((l) => ({ LineId: l._id, Qty: Number(qty[l._id]) })));
    } catch (error) {
      const e = toClientError(error);
      const byLine = problemsByLine(e.errors, named, (l) => l._id);
      setProblems(byLine);
      if (Object.keys(byLine).length === 0) setProblem(e.message);
    }
  };

  const fields = out.map((l) => (
    <TextField
      key={l._id}
      label={`${l.Desc}: ${l.Out}${l.UoM ? ` ${l.UoM}` : ''} out${kept}`}
      inputMode="decimal"
      size="small"
      value={qty[l._id] ?? ''}
      onChange={(e) => setQty((q) => ({ ...q, [l._id]: e.target.value }))}
      hasError={problems[l._id] !== undefined}
      errorMessage={problems[l._id]}
    />
  ));
  return { problem, fields, submit };
}

import { Alert, Button, Flex, TextField } from '@aws-amplify/ui-react';
import type { ChallanAnswer } from '@shared/challans/challan-schemas';
import { useState } from 'react';
import { toast } from '../../../components/toast/toast-store';
import { toClientError } from '../../../lib/api-error';
import { problemsByLine } from '../../../lib/line-problems';
import { useReturnChallan } from '../api/challan-calls';

/**
 * Goods back on a challan (docs/challans.md §4): how much of each line still out
 * came back (blank: none), and a note. The stock comes back at the cost it left
 * at; a refusal (more than is out) shows under its line.
 */
export function ChallanReturn({ challan, onDone }: { challan: ChallanAnswer; onDone: () => void }) {
  const out = challan.Lines.filter((l) => l.Out > 0);
  const [qty, setQty] = useState<Record<string, string>>({});
  const [notes, setNotes] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | undefined>();
  const save = useReturnChallan(challan._id);

  const submit = async () => {
    setProblem(undefined);
    setProblems({});
    const named = out.filter((l) => (qty[l._id] ?? '').trim() !== '');
    const Lines = named.map((l) => ({ LineId: l._id, Qty: Number(qty[l._id]) }));
    try {
      await save.mutateAsync({ Lines, ver: challan.ver, ...(notes.trim() ? { Notes: notes.trim() } : {}) });
      toast.success('Goods taken back into stock.');
      onDone();
    } catch (error) {
      const e = toClientError(error);
      const byLine = problemsByLine(e.errors, named, (l) => l._id);
      setProblems(byLine);
      if (Object.keys(byLine).length === 0) setProblem(e.message);
    }
  };

  return (
    <form
      aria-label="Goods back"
      className="kk-challan__return"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Flex direction="column" gap="small">
        {problem ? <Alert variation="error">{problem}</Alert> : null}
        {out.map((l) => (
          <TextField
            key={l._id}
            label={`${l.Desc}: ${l.Out}${l.UoM ? ` ${l.UoM}` : ''} out`}
            inputMode="decimal"
            size="small"
            value={qty[l._id] ?? ''}
            onChange={(e) => setQty((q) => ({ ...q, [l._id]: e.target.value }))}
            hasError={problems[l._id] !== undefined}
            errorMessage={problems[l._id]}
          />
        ))}
        <TextField label="Note" size="small" maxLength={200} value={notes} onChange={(e) => setNotes(e.target.value)} />
        <Flex gap="small" justifyContent="flex-end">
          <Button size="small" onClick={onDone}>
            Close
          </Button>
          <Button size="small" type="submit" variation="primary" isLoading={save.isPending}>
            Take back
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

import { Alert, Button, Flex, SelectField, TextField } from '@aws-amplify/ui-react';
import { postingProblem } from '@shared/books/posting';
import { formatPaise } from '@shared/documents/money-format';
import { paiseToRupees, rupeesToPaise } from '@shared/documents/money-math';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../../components/toast/toast-store';
import { todayIn } from '../../../../lib/format';
import { useSession } from '../../../../lib/session';
import { useChartOfAccounts, usePostJournal } from '../../api/books-calls';
import '../accounting.css';

type Line = { Acc: string; Dr: string; Cr: string };
const blank = (): Line => ({ Acc: '', Dr: '', Cr: '' });
const paiseOf = (text: string): number => {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) && n >= 0 ? rupeesToPaise(n) : 0;
};

/**
 * Accounting/Journal/New (docs/books.md §3.5): a manual journal entry. The
 * totals and the balance rule (shared/books/posting.ts, the server's own)
 * show as the accountant types; the server refuses a group, an unknown
 * account and a closed month with its message, writing nothing.
 */
export function JournalEntry() {
  const timeZone = useSession().User.TZ;
  const chart = useChartOfAccounts();
  const [date, setDate] = useState(() => todayIn(timeZone));
  const [memo, setMemo] = useState('');
  const [lines, setLines] = useState<Line[]>([blank(), blank()]);
  const [problem, setProblem] = useState<string | undefined>();
  const post = usePostJournal();
  const set = (i: number, field: keyof Line, value: string): void =>
    setLines(lines.map((l, j) => (j === i ? { ...l, [field]: value } : l)));
  const posting = lines
    .filter((l) => l.Acc !== '' || l.Dr !== '' || l.Cr !== '')
    .map((l) => ({ Acc: Number(l.Acc), DrP: paiseOf(l.Dr), CrP: paiseOf(l.Cr) }));
  const drP = posting.reduce((s, l) => s + l.DrP, 0);
  const crP = posting.reduce((s, l) => s + l.CrP, 0);

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    const local = postingProblem(posting);
    if (local) return setProblem(local);
    try {
      await post.mutateAsync({
        Date: date,
        ...(memo.trim() ? { Memo: memo.trim() } : {}),
        Lines: posting.map((l) => ({
          Acc: l.Acc,
          ...(l.DrP > 0 ? { Dr: paiseToRupees(l.DrP) } : {}),
          ...(l.CrP > 0 ? { Cr: paiseToRupees(l.CrP) } : {}),
        })),
      });
      toast.success('Journal entry recorded.');
      setProblem(undefined);
      setLines([blank(), blank()]);
      setMemo('');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form className="kk-screen" onSubmit={(e) => void submit(e)} aria-label="Journal entry">
      {problem ? <Alert variation="error">{problem}</Alert> : null}
      <div className="kk-list-filters">
        <TextField label="Date" type="date" size="small" value={date} onChange={(e) => setDate(e.target.value)} />
        <TextField label="Narration" size="small" value={memo} onChange={(e) => setMemo(e.target.value)} />
      </div>
      {lines.map((l, i) => (
        <div className="kk-journal-line" key={i} data-testid="journal-line">
          <SelectField
            label={`Account ${i + 1}`}
            size="small"
            value={l.Acc}
            onChange={(e) => set(i, 'Acc', e.target.value)}
          >
            <option value="">Choose an account</option>
            {(chart.data?.Accounts ?? []).map((a) => (
              <option key={a.Code} value={a.Code}>
                {a.Code} {a.Name}
              </option>
            ))}
          </SelectField>
          <TextField
            label={`Debit ${i + 1}`}
            inputMode="decimal"
            size="small"
            value={l.Dr}
            onChange={(e) => set(i, 'Dr', e.target.value)}
          />
          <TextField
            label={`Credit ${i + 1}`}
            inputMode="decimal"
            size="small"
            value={l.Cr}
            onChange={(e) => set(i, 'Cr', e.target.value)}
          />
        </div>
      ))}
      <dl className="kk-books-totals" aria-label="Totals">
        <div>
          <dt>Debits</dt>
          <dd>{formatPaise(drP)}</dd>
        </div>
        <div>
          <dt>Credits</dt>
          <dd>{formatPaise(crP)}</dd>
        </div>
        <div>
          <dt>Difference</dt>
          <dd>{formatPaise(Math.abs(drP - crP))}</dd>
        </div>
      </dl>
      <Flex justifyContent="flex-end" gap="small" wrap="wrap">
        <Button size="small" onClick={() => setLines([...lines, blank()])}>
          Add line
        </Button>
        <Button size="small" type="submit" variation="primary" isLoading={post.isPending}>
          Record entry
        </Button>
      </Flex>
    </form>
  );
}

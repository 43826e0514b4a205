import { Alert, Button, Flex, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { groupOf } from '@shared/books/chart';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../../components/toast/toast-store';
import { useChartOfAccounts } from '../../api/books-calls';
import { useExpenseCategories, useSaveExpenseCategories } from '../../api/expense-calls';
import '../accounting.css';

type Row = { Id?: string; Name: string; Acc: string };

/**
 * settings/expensecategories (docs/books.md §3.8): each category an expense
 * account of the chart; the list saved whole at its `ver`.
 */
export function ExpenseCategories() {
  const categories = useExpenseCategories();
  if (categories.isPending) return <Text>Loading…</Text>;
  if (categories.isError) return <Alert variation="error">{categories.error.message}</Alert>;
  return <CategoriesForm key={categories.data.ver} ver={categories.data.ver} initial={categories.data.Categories} />;
}

function CategoriesForm({
  ver,
  initial,
}: {
  ver: number;
  initial: readonly { Id: string; Name: string; Acc: number }[];
}) {
  const chart = useChartOfAccounts();
  const save = useSaveExpenseCategories();
  const [rows, setRows] = useState<Row[]>(() => initial.map((c) => ({ Id: c.Id, Name: c.Name, Acc: String(c.Acc) })));
  const [problem, setProblem] = useState<string | undefined>();
  const accounts = (chart.data?.Accounts ?? []).filter((a) => groupOf(a.Group)?.Top === 'Expenses');
  const set = (i: number, field: 'Name' | 'Acc', value: string): void =>
    setRows(rows.map((r, j) => (j === i ? { ...r, [field]: value } : r)));
  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    try {
      await save.mutateAsync({
        ver,
        Categories: rows
          .filter((r) => r.Name.trim() !== '')
          .map((r) => ({ ...(r.Id ? { Id: r.Id } : {}), Name: r.Name.trim(), Acc: Number(r.Acc) })),
      });
      toast.success('Expense categories saved.');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <form className="kk-screen" onSubmit={(e) => void submit(e)} aria-label="Expense categories">
      {problem ? <Alert variation="error">{problem}</Alert> : null}
      {rows.map((r, i) => (
        <div className="kk-journal-line" key={r.Id ?? `new${i}`} data-testid="category-row">
          <TextField
            label={`Category ${i + 1}`}
            size="small"
            value={r.Name}
            onChange={(e) => set(i, 'Name', e.target.value)}
          />
          <SelectField
            label={`Account ${i + 1}`}
            size="small"
            value={r.Acc}
            onChange={(e) => set(i, 'Acc', e.target.value)}
          >
            <option value="">Choose an account</option>
            {accounts.map((a) => (
              <option key={a.Code} value={a.Code}>
                {a.Code} {a.Name}
              </option>
            ))}
          </SelectField>
          <Button size="small" onClick={() => setRows(rows.filter((_, j) => j !== i))}>
            Remove
          </Button>
        </div>
      ))}
      <Flex justifyContent="flex-end" gap="small" wrap="wrap">
        <Button size="small" onClick={() => setRows([...rows, { Name: '', Acc: '' }])}>
          Add category
        </Button>
        <Button size="small" type="submit" variation="primary" isLoading={save.isPending}>
          Save
        </Button>
      </Flex>
    </form>
  );
}

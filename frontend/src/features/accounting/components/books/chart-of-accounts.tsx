import { Alert, Button, Flex, SelectField, TextField } from '@aws-amplify/ui-react';
import { isPermitted } from '@shared/access/access-model';
import { booksRoutes } from '@shared/api/routes/books';
import type { ChartAnswer } from '@shared/books/books-schemas';
import { TOP_GROUPS } from '@shared/books/chart';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../../components/dialog/dialog';
import { RecordTable, type RecordColumn } from '../../../../components/record-table/record-table';
import { toast } from '../../../../components/toast/toast-store';
import { useSession } from '../../../../lib/session';
import { useChangeChart, useChartOfAccounts } from '../../api/books-calls';
import '../../../../components/record-table/record-list.css';

type Account = ChartAnswer['Accounts'][number];
type Row = Account & { groupName: string };

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Add an account under a group (and, for income, offer it on labour or part lines). */
function AddAccount({ chart, onClose }: { chart: ChartAnswer; onClose: () => void }) {
  const change = useChangeChart();
  const [Code, setCode] = useState('');
  const [Name, setName] = useState('');
  const [Group, setGroup] = useState(chart.Groups[0]?.Id ?? '');
  const [Use, setUse] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const income = chart.Groups.find((g) => g.Id === Group)?.Top === 'Income';
  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    try {
      await change.mutateAsync({
        kind: 'add',
        ver: chart.ver,
        Code: Number(Code),
        Name,
        Group,
        ...(income && (Use === 'Labor' || Use === 'Parts') ? { Use } : {}),
      });
      toast.success(`Account ${Code} ${Name} added.`);
      onClose();
    } catch (error) {
      setProblem(messageOf(error));
    }
  };
  return (
    <Dialog open title="Add account" onClose={onClose}>
      <form onSubmit={(e) => void submit(e)}>
        <Flex direction="column" gap="small">
          {problem ? <Alert variation="error">{problem}</Alert> : null}
          <TextField
            label="Code"
            inputMode="numeric"
            size="small"
            value={Code}
            onChange={(e) => setCode(e.target.value)}
          />
          <TextField label="Name" size="small" value={Name} onChange={(e) => setName(e.target.value)} />
          <SelectField label="Group" size="small" value={Group} onChange={(e) => setGroup(e.target.value)}>
            {TOP_GROUPS.map((top) => (
              <optgroup key={top} label={top}>
                {chart.Groups.filter((g) => g.Top === top).map((g) => (
                  <option key={g.Id} value={g.Id}>
                    {g.Name}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
          {income ? (
            <SelectField label="Offered on" size="small" value={Use} onChange={(e) => setUse(e.target.value)}>
              <option value="">No lines</option>
              <option value="Labor">Labour lines</option>
              <option value="Parts">Part lines</option>
            </SelectField>
          ) : null}
          <Flex justifyContent="flex-end" gap="small">
            <Button onClick={onClose}>Back</Button>
            <Button type="submit" variation="primary" isLoading={change.isPending}>
              Add account
            </Button>
          </Flex>
        </Flex>
      </form>
    </Dialog>
  );
}

/** Rename an account, or delete one nothing has posted to. */
function EditAccount({ chart, account, onClose }: { chart: ChartAnswer; account: Account; onClose: () => void }) {
  const change = useChangeChart();
  const [Name, setName] = useState(account.Name);
  const [problem, setProblem] = useState<string | undefined>();
  const run = async (kind: 'rename' | 'delete'): Promise<void> => {
    try {
      await change.mutateAsync(
        kind === 'rename'
          ? { kind, ver: chart.ver, Code: account.Code, Name }
          : { kind, ver: chart.ver, Code: account.Code },
      );
      toast.success(kind === 'rename' ? `Account ${account.Code} renamed.` : `Account ${account.Code} deleted.`);
      onClose();
    } catch (error) {
      setProblem(messageOf(error));
    }
  };
  return (
    <Dialog open title={`Account ${account.Code}`} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void run('rename');
        }}
      >
        <Flex direction="column" gap="small">
          {problem ? <Alert variation="error">{problem}</Alert> : null}
          <TextField label="Name" size="small" value={Name} onChange={(e) => setName(e.target.value)} />
          <Flex justifyContent="flex-end" gap="small" wrap="wrap">
            {account.System ? null : (
              <Button variation="destructive" onClick={() => void run('delete')} isDisabled={change.isPending}>
                Delete
              </Button>
            )}
            <Button onClick={onClose}>Back</Button>
            <Button type="submit" variation="primary" isLoading={change.isPending}>
              Rename
            </Button>
          </Flex>
        </Flex>
      </form>
    </Dialog>
  );
}

/** Close this branch's books through a month: journal entries dated in or before it are refused. */
function CloseBooks({ chart }: { chart: ChartAnswer }) {
  const change = useChangeChart();
  const [through, setThrough] = useState(chart.ClosedThrough ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    try {
      await change.mutateAsync({ kind: 'close', ver: chart.ver, Through: through });
      toast.success(`Books closed up to ${through}.`);
      setProblem(undefined);
    } catch (error) {
      setProblem(messageOf(error));
    }
  };
  return (
    <form className="kk-list-filters" aria-label="Close the books" onSubmit={(e) => void submit(e)}>
      <TextField
        label="Books closed up to"
        type="month"
        size="small"
        value={through}
        onChange={(e) => setThrough(e.target.value)}
      />
      <Button size="small" type="submit" isLoading={change.isPending} isDisabled={through === ''}>
        Close
      </Button>
      {problem ? <Alert variation="error">{problem}</Alert> : null}
    </form>
  );
}

/**
 * Accounting/Chartofaccounts (docs/books.md §1): the organisation's accounts
 * by group (Assets, Liabilities, Equity, Income, Expenses). The accounting
 * module admin adds accounts under a group and renames them; an account posted
 * to is never deleted and the groups are fixed.
 */
export function ChartOfAccounts() {
  const session = useSession();
  const result = useChartOfAccounts();
  const chart = result.data;
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Account | undefined>();
  const canEdit = isPermitted(booksRoutes.addAccount.permission, {
    access: session.Access,
    config: session.Entity.Config,
    user: session.User,
  });
  const groups = new Map((chart?.Groups ?? []).map((g) => [g.Id, g]));
  const order = (a: Account): number => TOP_GROUPS.indexOf(groups.get(a.Group)?.Top as never) * 100_000 + a.Code;
  const rows: Row[] | undefined = chart?.Accounts.map((a) => ({
    ...a,
    groupName: `${groups.get(a.Group)?.Top ?? ''} · ${groups.get(a.Group)?.Name ?? a.Group}`,
  })).sort((a, b) => order(a) - order(b));
  const columns: RecordColumn<Row>[] = [
    { id: 'Code', header: 'Code', cell: (a) => a.Code },
    { id: 'Name', header: 'Account', cell: (a) => a.Name },
    { id: 'Group', header: 'Group', cell: (a) => a.groupName },
    {
      id: 'Use',
      header: 'On lines',
      cell: (a) => (a.Use === 'Labor' ? 'Labour' : a.Use === 'Parts' ? 'Parts' : ''),
    },
  ];
  return (
    <div className="kk-screen">
      {canEdit && chart ? (
        <div className="kk-screen__bar">
          <Button size="small" variation="primary" onClick={() => setAdding(true)}>
            Add account
          </Button>
        </div>
      ) : null}
      {canEdit && chart ? <CloseBooks key={chart.ver} chart={chart} /> : null}
      {!canEdit && chart?.ClosedThrough ? (
        <Alert variation="info">Books closed up to {chart.ClosedThrough}.</Alert>
      ) : null}
      <RecordTable
        caption="Chart of accounts"
        columns={columns}
        rows={rows}
        rowKey={(a) => String(a.Code)}
        emptyText="No accounts yet."
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        rowTestId="account-row"
        {...(canEdit
          ? {
              rowActions: (a: Row) => (
                <Button size="small" onClick={() => setEditing(a)}>
                  Edit
                </Button>
              ),
            }
          : {})}
      />
      {adding && chart ? <AddAccount chart={chart} onClose={() => setAdding(false)} /> : null}
      {editing && chart ? <EditAccount chart={chart} account={editing} onClose={() => setEditing(undefined)} /> : null}
    </div>
  );
}

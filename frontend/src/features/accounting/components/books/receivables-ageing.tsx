import { Alert, RadioGroupField, Radio, Text } from '@aws-amplify/ui-react';
import { formatPaise } from '@shared/documents/money-format';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../../lib/format';
import { useReceivablesAgeing } from '../../api/expense-calls';
import { AgeingTable, type AgeingPick } from '../statements/ageing-table';
import { customerStatementPath } from '../statements/statement-paths';
import { AgeingChart } from '../charts/lazy-charts';
import '../../../../components/record-table/record-list.css';
import '../accounting.css';

/**
 * reports/receivables (docs/books.md §6.3): what each customer and insurer
 * owes by age (0–30, 31–60, 61–90, 90+ days) from the due date or the invoice
 * date; each figure opens the invoices behind it; the total is checked against
 * the receivables account of the books.
 */
export function ReceivablesAgeing() {
  const [basis, setBasis] = useState<'Due' | 'Invoice'>('Due');
  const [picked, setPicked] = useState<AgeingPick | undefined>();
  const result = useReceivablesAgeing(basis);
  const data = result.data;
  const behind =
    data && picked
      ? data.Invoices.filter(
          (i) => (!picked.party || i.Party === picked.party) && (!picked.bucket || i.Bucket === picked.bucket),
        )
      : [];
  return (
    <div className="kk-screen">
      <RadioGroupField
        legend="Age from"
        name="basis"
        direction="row"
        size="small"
        value={basis}
        onChange={(e) => setBasis(e.target.value as 'Due' | 'Invoice')}
      >
        <Radio value="Due">Due date</Radio>
        <Radio value="Invoice">Invoice date</Radio>
      </RadioGroupField>
      {data && data.Rows.length > 0 ? <AgeingChart data={data} /> : null}
      <AgeingTable
        caption="Receivables ageing"
        partyHeader="Customer or insurer"
        creditsHeader="Credits"
        partyPath={customerStatementPath}
        data={data}
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        emptyText="Nobody owes anything."
        rowTestId="ageing-row"
        onPick={setPicked}
      />
      {data && data.Totals.TotalP !== data.ControlP ? (
        <Alert variation="warning">
          The receivables account in the books stands at {formatPaise(data.ControlP)}, not{' '}
          {formatPaise(data.Totals.TotalP)}: invoices issued before the books were kept are not in it.
        </Alert>
      ) : null}
      {picked ? (
        <section aria-label="Invoices behind the figure">
          <Text fontWeight="bold">Invoices behind the figure</Text>
          <ul className="kk-ageing-invoices">
            {behind.map((i) => (
              <li key={i.Id} data-testid="ageing-invoice">
                <Link to={`/Accounting/Invoice/${i.Id}`}>{i.Num || i.Id}</Link> {i.Name} · {formatDate(i.InvDate)} · due{' '}
                {formatDate(i.DueDate)} · {formatPaise(i.DueP)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

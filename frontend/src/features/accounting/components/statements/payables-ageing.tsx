import { Alert, Radio, RadioGroupField, Text } from '@aws-amplify/ui-react';
import type { PayablesBasis } from '@shared/books/payables';
import { formatPaise } from '@shared/documents/money-format';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../../lib/format';
import { usePayablesAgeing } from '../../api/party-statement-calls';
import { AgeingTable, type AgeingPick } from './ageing-table';
import { vendorStatementPath } from './statement-paths';
import '../../../../components/record-table/record-list.css';
import '../accounting.css';

/**
 * reports/payables (docs/books.md §6.9): what the branch owes each vendor by
 * age (0–30, 31–60, 61–90, 90+ days) from the due date or the vendor's bill
 * date, advances paid as the vendor's credits; each figure opens the bills
 * behind it, each vendor their statement; the total is checked against the
 * Vendors account of the books.
 */
export function PayablesAgeing() {
  const [basis, setBasis] = useState<PayablesBasis>('Due');
  const [picked, setPicked] = useState<AgeingPick | undefined>();
  const result = usePayablesAgeing(basis);
  const data = result.data;
  const behind =
    data && picked
      ? data.Bills.filter(
          (b) => (!picked.party || b.Party === picked.party) && (!picked.bucket || b.Bucket === picked.bucket),
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
        onChange={(e) => setBasis(e.target.value as PayablesBasis)}
      >
        <Radio value="Due">Due date</Radio>
        <Radio value="Bill">Bill date</Radio>
      </RadioGroupField>
      <AgeingTable
        caption="Payables ageing"
        partyHeader="Vendor"
        creditsHeader="Advances"
        partyPath={(party) => vendorStatementPath(party.slice(2))}
        data={data}
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        emptyText="Nothing is owed to any vendor."
        rowTestId="payables-row"
        onPick={setPicked}
      />
      {data && data.Totals.TotalP !== data.ControlP ? (
        <Alert variation="warning">
          The Vendors account in the books stands at {formatPaise(data.ControlP)}, not {formatPaise(data.Totals.TotalP)}
          : bills recorded before the books were kept are not in it.
        </Alert>
      ) : null}
      {picked ? (
        <section aria-label="Bills behind the figure">
          <Text fontWeight="bold">Bills behind the figure</Text>
          <ul className="kk-ageing-invoices">
            {behind.map((b) => (
              <li key={b.Id} data-testid="payables-bill">
                <Link to={`/Bills/Bill/${b.Id}`}>{b.Num || b.Id}</Link> {b.Name} · their {b.VendBillNo} of{' '}
                {formatDate(b.BillDate)} · {formatPaise(b.DueP)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

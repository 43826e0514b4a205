import { Button, Flex } from '@aws-amplify/ui-react';
import type { ExpenseAnswer } from '@shared/books/expenses';
import { ExpenseMessages } from '@shared/books/expenses';
import { formatPaise } from '@shared/documents/money-format';
import { Link, useNavigate } from 'react-router';
import { RecordTable, type RecordColumn } from '../../../../components/record-table/record-table';
import { useCursorPages } from '../../../../components/record-table/use-cursor-pages';
import { formatDate } from '../../../../lib/format';
import { useExpenses } from '../../api/expense-calls';
import '../../../../components/record-table/record-list.css';
import '../accounting.css';

const amount = (text: string) => <div className="kk-amount">{text}</div>;

/**
 * expenses/expensesdashboard (docs/books.md §3.8): the branch's expenses,
 * newest date first, paged; a row opens the expense (edit or cancel there).
 */
export function ExpensesDashboard() {
  const navigate = useNavigate();
  const pages = useCursorPages('expenses');
  const result = useExpenses(pages.cursor);
  const columns: RecordColumn<ExpenseAnswer>[] = [
    { id: 'Date', header: 'Date', cell: (r) => <Link to={`/expenses/expense/${r._id}`}>{formatDate(r.Date)}</Link> },
    { id: 'Cat', header: 'Category', cell: (r) => r.CatName },
    { id: 'Desc', header: 'For', cell: (r) => r.Bill?.VendName ?? r.Desc ?? '' },
    { id: 'Paid', header: 'Paid by', cell: (r) => r.PayType },
    {
      id: 'Gst',
      header: <span className="kk-amount">GST</span>,
      cell: (r) => amount(r.CgstP + r.SgstP + r.IgstP ? formatPaise(r.CgstP + r.SgstP + r.IgstP) : ''),
    },
    { id: 'Total', header: <span className="kk-amount">Amount</span>, cell: (r) => amount(formatPaise(r.TotP)) },
    { id: 'Sts', header: 'Status', cell: (r) => (r.Sts === 'Cancelled' ? 'Cancelled' : '') },
  ];
  return (
    <div className="kk-screen">
      <Flex justifyContent="flex-end" gap="small" wrap="wrap">
        <Button size="small" onClick={() => void navigate('/settings/expensecategories')}>
          Categories
        </Button>
        <Button size="small" variation="primary" onClick={() => void navigate('/expenses/expense/New')}>
          New expense
        </Button>
      </Flex>
      <RecordTable
        caption="Expenses"
        columns={columns}
        rows={result.data?.Items}
        rowKey={(r) => r._id}
        emptyText={ExpenseMessages.empty}
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        onRowClick={(r) => void navigate(`/expenses/expense/${r._id}`)}
        rowTestId="expense-row"
        paging={{ pages, next: result.data?.Next }}
      />
    </div>
  );
}

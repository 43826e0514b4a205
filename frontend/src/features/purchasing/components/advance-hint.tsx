import { formatMoney } from '@shared/documents/money-format';
import { AdvanceMessages } from '@shared/purchasing/advance-messages';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useBillPayments } from '../api/bill-calls';
import { BILL_PATHS } from './bill-paths';

function VendorAdvances({ vendId }: { vendId: string }) {
  const payments = useBillPayments({ VendId: vendId });
  const open = (payments.data?.Items ?? []).filter((p) => p.VendId === vendId && p.Advance > 0);
  if (open.length === 0) return null;
  return (
    <p className="kk-record-card__muted" data-testid="advance-hint">
      {open.map((p, i) => (
        <span key={p._id}>
          {i > 0 ? ' ' : ''}
          {`${AdvanceMessages.hint(formatMoney(p.Advance), p.Num)} `}
          <Link to={BILL_PATHS.payment(p._id)}>apply it to bills</Link>
          {' instead of paying again.'}
        </span>
      ))}
    </p>
  );
}

/**
 * On the Bill Payment form (docs/purchasing.md §11.1): when the vendor chosen
 * has money with them already (a payment made's advance, its latest payments
 * read), a link to it, where Apply to bills pays their bills from it.
 */
export function AdvanceHint() {
  const vendId = useWatch<{ VendId: string }>({ name: 'VendId' });
  return vendId ? <VendorAdvances vendId={vendId} /> : null;
}

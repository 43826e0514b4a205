import { Button, SelectField, TextField } from '@aws-amplify/ui-react';
import { formatPaise } from '@shared/documents/money-format';
import { paiseToRupees } from '@shared/documents/money-math';
import type { PaymentType } from '@shared/invoices/payment-types';
import { PAYMENT_CHOICES, type CounterPayment } from './counter-lines';

/**
 * How the customer paid: one or more payments of any type (platform §3's
 * payment types), which must add up to the total to the paisa; what is still
 * due (or paid over) shows as the amounts are typed. One payment left blank
 * is the whole total.
 */
type Props = {
  payments: readonly CounterPayment[];
  /** Paise still due (> 0) or paid over (< 0). */
  due: number;
  onChange: (payments: CounterPayment[]) => void;
};

export function PaymentSplit({ payments, due, onChange }: Props) {
  const set = (index: number, change: Partial<CounterPayment>) =>
    onChange(payments.map((p, i) => (i === index ? { ...p, ...change } : p)));
  return (
    <fieldset className="kk-counter__payments" aria-label="Payments">
      <legend>Payment</legend>
      {payments.map((p, index) => (
        <div className="kk-counter__pay" key={index}>
          <SelectField
            label={`Payment ${index + 1} type`}
            size="small"
            value={p.Type}
            onChange={(e) => set(index, { Type: e.target.value as PaymentType })}
          >
            {PAYMENT_CHOICES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </SelectField>
          <TextField
            label={`Payment ${index + 1} amount ₹`}
            size="small"
            inputMode="decimal"
            value={p.Amt}
            onChange={(e) => set(index, { Amt: e.target.value })}
          />
          {p.Type === 'Cash' ? null : (
            <TextField
              label={`Payment ${index + 1} reference`}
              size="small"
              value={p.Ref}
              onChange={(e) => set(index, { Ref: e.target.value })}
            />
          )}
          {payments.length > 1 ? (
            <Button
              size="small"
              variation="link"
              aria-label={`Remove payment ${index + 1}`}
              onClick={() => onChange(payments.filter((_, i) => i !== index))}
            >
              ✕
            </Button>
          ) : null}
        </div>
      ))}
      {due > 0 ? <p role="status">{`${formatPaise(due)} still due`}</p> : null}
      {due < 0 ? <p role="status">{`${formatPaise(-due)} paid over`}</p> : null}
      <Button
        size="small"
        onClick={() =>
          onChange([...payments, { Type: 'UPI', Amt: due > 0 ? String(paiseToRupees(due)) : '', Ref: '' }])
        }
      >
        Split payment
      </Button>
    </fieldset>
  );
}

import { Button, TextField } from '@aws-amplify/ui-react';
import { formatMoney, formatPaise } from '@shared/documents/money-format';
import type { ReceiptLineAmounts } from '@shared/sales/receipt-totals';
import type { KeyboardEvent } from 'react';
import type { CounterLine } from './counter-lines';

/**
 * The sale's lines: the part, its quantity (Enter goes back to the item field
 * for the next), a discount, the line's total with tax; a refusal of the line
 * ('Insufficient Quantity.') shows under it.
 */
type Props = {
  lines: readonly CounterLine[];
  amounts: readonly ReceiptLineAmounts[];
  /** Refusals by the server's path: `Lines.<i>.<field>`. */
  errors: Readonly<Record<string, string>>;
  onChange: (lines: CounterLine[]) => void;
  onNext: () => void;
};

export function CounterLines({ lines, amounts, errors, onChange, onNext }: Props) {
  if (lines.length === 0) return <p className="kk-empty">No items yet. Scan or type a code to add one.</p>;
  const set = (index: number, change: Partial<CounterLine>) =>
    onChange(lines.map((l, i) => (i === index ? { ...l, ...change } : l)));
  const next = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onNext();
  };
  return (
    <ol className="kk-counter__lines" aria-label="Lines">
      {lines.map((line, index) => {
        const refusal = Object.entries(errors).find(([path]) => path.startsWith(`Lines.${index}.`))?.[1];
        return (
          <li key={line.part._id} aria-label={line.part.Desc}>
            <div className="kk-counter__line">
              <div>
                <strong>{line.part.Desc}</strong>
                <div>
                  {line.part.PCode} · {formatMoney(line.part.UnPr)} / {line.part.UoM}
                  {line.part.PrList ? (
                    <small className="kk-counter__list">{` · ${line.part.PrList} list`}</small>
                  ) : null}
                </div>
              </div>
              <TextField
                label="Qty"
                size="small"
                inputMode="decimal"
                value={line.Qty}
                hasError={refusal !== undefined}
                onChange={(e) => set(index, { Qty: e.target.value })}
                onKeyDown={next}
              />
              <TextField
                label="Disc ₹"
                size="small"
                inputMode="decimal"
                value={line.Disc}
                onChange={(e) => set(index, { Disc: e.target.value })}
                onKeyDown={next}
              />
              <div className="kk-amount" aria-label={`Total of ${line.part.Desc}`}>
                {formatPaise(amounts[index]?.TotalP ?? 0)}
              </div>
              <Button
                size="small"
                variation="link"
                aria-label={`Remove ${line.part.Desc}`}
                onClick={() => onChange(lines.filter((_, i) => i !== index))}
              >
                ✕
              </Button>
            </div>
            {refusal ? (
              <p role="alert" className="amplify-text amplify-field__error-message">
                {refusal}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

import { Alert, Button, CheckboxField, Flex, Loader, SelectField, TextField } from '@aws-amplify/ui-react';
import { formatMoney, formatPaise } from '@shared/documents/money-format';
import { QTY_DIGITS, rupeesToPaise, toScaled } from '@shared/documents/money-math';
import { formatQuantity } from '@shared/documents/quantity-format';
import { OFFERED_PAYMENT_TYPES } from '@shared/invoices/payment-types';
import type { ReceiptAnswer, ReceiptLineAnswer } from '@shared/sales/receipt-schemas';
import { returnShare, returnTotals } from '@shared/sales/return-figures';
import { CREDIT_REFUND, type RefundType, type ReturnCreateBody } from '@shared/sales/return-schemas';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toClientError } from '../../../lib/api-error';
import { useReceipt } from '../api/receipt-calls';
import { useCreateReturn } from '../api/return-calls';
import { SALES_PATHS } from './sales-paths';
import './sales-return.css';

/**
 * salesreturn/salesreturn/New?SR=<receipt> (docs/sales.md §12): the lines of a
 * receipt and how much of each is left to take back; the user types the
 * quantities (ticks the serials of a serial line), chooses the refund and a
 * reason. The refund shown is the server's rule (shared/sales/return-figures.ts)
 * on the receipt's own figures; the saved return is the server's.
 */
export function ReturnNew() {
  const [params] = useSearchParams();
  const receiptId = params.get('SR') ?? '';
  const receipt = useReceipt(receiptId);
  return (
    <div className="kk-screen">
      <div className="kk-screen__bar">
        <Link to={SALES_PATHS.returns} className="amplify-button amplify-button--small">
          Sales returns
        </Link>
      </div>
      {receiptId === '' ? (
        <p>
          A return starts from the sale: open the receipt in <Link to={SALES_PATHS.search}>Sales receipts</Link> and
          choose Return items.
        </p>
      ) : null}
      {receiptId !== '' && receipt.isPending ? <Loader /> : null}
      {receipt.isError ? <Alert variation="error">{toClientError(receipt.error).message}</Alert> : null}
      {receipt.data ? <ReturnForm receipt={receipt.data} /> : null}
    </div>
  );
}

const leftOf = (l: ReceiptLineAnswer): number => Math.round((l.Qty - (l.Returned ?? 0)) * 1000) / 1000;
const soldP = (l: ReceiptLineAnswer, qtyM: number) => ({
  QtyM: qtyM,
  TaxableP: rupeesToPaise(l.Taxable),
  DiscP: rupeesToPaise(l.Disc),
  CGSTP: rupeesToPaise(l.CGST),
  SGSTP: rupeesToPaise(l.SGST),
  IGSTP: rupeesToPaise(l.IGST),
  CostP: 0,
});
const quantity = (text: string | undefined): number => {
  const n = Number((text ?? '').trim());
  return Number.isFinite(n) && n > 0 ? n : 0;
};

function ReturnForm({ receipt }: { receipt: ReceiptAnswer }) {
  const navigate = useNavigate();
  const save = useCreateReturn();
  const [qty, setQty] = useState<Record<string, string>>({});
  const [serials, setSerials] = useState<Record<string, string[]>>({});
  const [refund, setRefund] = useState<RefundType>('Cash');
  const [Ref, setRef] = useState('');
  const [Reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const amountOf = (l: ReceiptLineAnswer) => (l.Serials ? (serials[l._id] ?? []).length : quantity(qty[l._id]));
  const chosen = receipt.Lines.filter((l) => amountOf(l) > 0);
  const shares = chosen.map((l) =>
    returnShare(
      soldP(l, toScaled(l.Qty, QTY_DIGITS)),
      toScaled(l.Returned ?? 0, QTY_DIGITS),
      toScaled(amountOf(l), QTY_DIGITS),
    ),
  );
  const completes = receipt.Lines.every((l) => leftOf(l) === amountOf(l));
  const totals = returnTotals(shares, rupeesToPaise(receipt.Adjust), completes);
  const submit = async () => {
    setProblem(undefined);
    setLineErrors({});
    const body: ReturnCreateBody = {
      SR: receipt._id,
      Lines: chosen.map((l) => ({
        LineId: l._id,
        Qty: amountOf(l),
        ...(l.Serials ? { Serials: serials[l._id] ?? [] } : {}),
      })),
      Refund: { Type: refund, ...(Ref.trim() ? { Ref: Ref.trim() } : {}) },
      Reason: Reason.trim(),
    };
    try {
      const note = await save.mutateAsync(body);
      void navigate(SALES_PATHS.salesReturn(note._id));
    } catch (error) {
      const refusal = toClientError(error);
      const onLines: Record<string, string> = {};
      for (const e of refusal.errors ?? []) {
        const at = /^Lines\.(\d+)\./.exec(e.path)?.[1];
        const line = at === undefined ? undefined : chosen[Number(at)];
        if (line) onLines[line._id] = e.message;
      }
      setLineErrors(onLines);
      if (Object.keys(onLines).length === 0) setProblem(refusal.message);
    }
  };
  return (
    <form
      className="kk-return"
      aria-label={`Return items of ${receipt.Num}`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2>{`Return items of ${receipt.Num}`}</h2>
      {problem ? <Alert variation="error">{problem}</Alert> : null}
      {receipt.Lines.map((l) => (
        <fieldset key={l._id} className="kk-return__line" aria-label={l.Desc}>
          <legend>{l.Desc}</legend>
          <span>{`Sold ${formatQuantity(l.Qty)} at ${formatMoney(l.UnPr)} · left to return ${formatQuantity(leftOf(l))}`}</span>
          {l.Serials ? (
            <Flex wrap="wrap" gap="small">
              {l.Serials.filter((s) => !(l.ReturnedSerials ?? []).includes(s)).map((s) => (
                <CheckboxField
                  key={s}
                  name={`serial-${s}`}
                  label={`S/N ${s}`}
                  checked={(serials[l._id] ?? []).includes(s)}
                  onChange={(e) =>
                    setSerials({
                      ...serials,
                      [l._id]: e.target.checked
                        ? [...(serials[l._id] ?? []), s]
                        : (serials[l._id] ?? []).filter((x) => x !== s),
                    })
                  }
                />
              ))}
            </Flex>
          ) : (
            <TextField
              label={`Return quantity of ${l.Desc}`}
              size="small"
              inputMode="decimal"
              isDisabled={leftOf(l) <= 0}
              value={qty[l._id] ?? ''}
              onChange={(e) => setQty({ ...qty, [l._id]: e.target.value })}
              hasError={lineErrors[l._id] !== undefined}
              errorMessage={lineErrors[l._id]}
            />
          )}
          {l.Serials && lineErrors[l._id] ? <Alert variation="error">{lineErrors[l._id]}</Alert> : null}
        </fieldset>
      ))}
      <Flex wrap="wrap" gap="small" alignItems="flex-end">
        <SelectField
          label="Refund"
          size="small"
          value={refund}
          onChange={(e) => setRefund(e.target.value as RefundType)}
        >
          {OFFERED_PAYMENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
          {receipt.Cust ? <option value={CREDIT_REFUND}>Credit to the customer's account</option> : null}
        </SelectField>
        {refund === 'Cash' || refund === CREDIT_REFUND ? null : (
          <TextField label="Refund reference" size="small" value={Ref} onChange={(e) => setRef(e.target.value)} />
        )}
        <TextField label="Reason" size="small" value={Reason} onChange={(e) => setReason(e.target.value)} />
      </Flex>
      <p className="kk-return__total" aria-live="polite">
        {`To refund: ${formatPaise(totals.GrandTotalP)}`}
        {totals.AdjustP !== 0 ? ` (round off ${formatPaise(totals.AdjustP)})` : ''}
      </p>
      <Button type="submit" variation="primary" isDisabled={chosen.length === 0 || save.isPending}>
        Save return
      </Button>
    </form>
  );
}

import { Alert, Button, Flex, Heading, SelectField, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { formatMoney } from '@shared/documents/money-format';
import { rupeesToPaise } from '@shared/documents/money-math';
import { MAX_PAGE_SIZE } from '@shared/fields/paging';
import {
  isCardPayment,
  OFFERED_PAYMENT_TYPES,
  offeredCardTypes,
  type CardType,
  type PaymentType,
} from '@shared/invoices/payment-types';
import type { PaymentCreateBody } from '@shared/invoices/call-schemas';
import { payerOfInvoice } from '@shared/invoices/payment-rules';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { notifyError, toast } from '../../../components/toast/toast-store';
import { formatDate, todayIn } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useInvoice, useInvoiceDashboard } from '../api/invoice-calls';
import { useCreatePayment } from '../api/payment-calls';
import { applyOldestFirst, unappliedOf, uniqueOpenInvoices, type OpenInvoice } from '../utils/apply-payment';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { isPayersRow } from '../utils/payer-rows';
import { AccountingMessages } from '../utils/messages';
import { ACCOUNTING_PATHS } from '../utils/paths';
import { PayerPick, type Payer } from './payer-pick';
import '../../../components/record-table/record-list.css';
import './accounting.css';

type ShownInvoice = OpenInvoice & { Num: string };

/** A typed amount in rupees; blank or not a number is 0 (the checks below say what is wrong). */
const amountOf = (text: string): number => {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) ? n : 0;
};
const asText = (rupees: number | undefined): string => (rupees === undefined ? '' : String(rupees));

/** The payer's Unpaid and Partial invoices (the invoice the form was opened for included), each once, oldest first. */
function useOpenInvoices(payer: Payer, opened: ShownInvoice | undefined): ShownInvoice[] {
  const who = payer.Cust ? { Cust: payer.Cust } : payer.InsId ? { InsId: payer.InsId } : undefined;
  const unpaid = useInvoiceDashboard({ Sts: 'Unpaid', Limit: MAX_PAGE_SIZE, ...who }, who !== undefined);
  const partial = useInvoiceDashboard({ Sts: 'Partial', Limit: MAX_PAGE_SIZE, ...who }, who !== undefined);
  return useMemo(() => {
    const rows = [...(unpaid.data?.Items ?? []), ...(partial.data?.Items ?? [])]
      .filter((r) => isPayersRow(r, payer))
      .map((r): ShownInvoice => ({ InvId: r._id, InvDate: r.InvDate, Due: r.Due, Num: r.Num }));
    // The two lists are read apart: an invoice part-paid in between is in both, and the opened one in either.
    return uniqueOpenInvoices([...(opened ? [opened] : []), ...rows]).filter((r) => r.Due > 0);
  }, [unpaid.data, partial.data, opened, payer]);
}

/**
 * Accounting/ReceivePayment/New (docs/invoice-screens.md 'Payment form'): who paid,
 * when, how (the nine types in the spec's order, Net Banking hidden; the card network
 * for cards), the reference and the amount, applied to the payer's open invoices oldest
 * first (each apply may be changed; what is left stays unapplied). Opened from an
 * invoice (Accept Payment), it starts with that invoice and its due.
 *
 * The form makes its Idempotency-Key once: a double click or a retry after a
 * lost answer sends the same key, and the server records one payment.
 */
export function PaymentForm() {
  const session = useSession();
  const timeZone = session.User.TZ;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const invoiceId = params.get('Inv') ?? undefined;
  const invoice = useInvoice(invoiceId);
  const [key] = useState(newIdempotencyKey);
  const create = useCreatePayment();

  const [payer, setPayer] = useState<Payer>({ Name: '' });
  const [date, setDate] = useState(todayIn(timeZone));
  const [type, setType] = useState<PaymentType>(OFFERED_PAYMENT_TYPES[0] as PaymentType);
  const [card, setCard] = useState<CardType | ''>('');
  const [ref, setRef] = useState('');
  const [amount, setAmount] = useState('');
  const [notes, setNotes] = useState('');
  const [apply, setApply] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | undefined>();

  const opened = useMemo((): ShownInvoice | undefined => {
    const inv = invoice.data;
    return inv ? { InvId: inv._id, InvDate: inv.InvDate, Due: inv.Totals.Due, Num: inv.Num } : undefined;
  }, [invoice.data]);
  // Opened from an invoice: its payer, its due as the amount, applied to it.
  const prefilled = useRef(false);
  useEffect(() => {
    const inv = invoice.data;
    if (!inv || prefilled.current) return;
    prefilled.current = true;
    // Its payer by the payments' rule: an insurer invoice generated from a claim also names the customer.
    setPayer({ ...payerOfInvoice({ Payer: inv.Payer, Cust: inv.Cust, InsId: inv.InsId }), Name: inv.BillTo.Name });
    setAmount(asText(inv.Totals.Due));
  }, [invoice.data]);

  const open = useOpenInvoices(payer, opened);
  // The amount (or the list) changed: spread it again, oldest first.
  const amountValue = amountOf(amount);
  useEffect(() => {
    const spread = applyOldestFirst(amountValue, open);
    setApply(Object.fromEntries(open.map((i) => [i.InvId, asText(spread[i.InvId])])));
  }, [amountValue, open]);

  const applied = Object.fromEntries(Object.entries(apply).map(([id, text]) => [id, amountOf(text)]));
  const unapplied = unappliedOf(amountValue, applied);
  const cards = offeredCardTypes(type);

  const check = (): string | undefined => {
    if (!payer.Cust && !payer.InsId) return AccountingMessages.choosePayer;
    if (amountValue <= 0) return 'Enter the amount received.';
    if (rupeesToPaise(unapplied) < 0) return AccountingMessages.overApplied(amountValue);
    const over = open.find((i) => rupeesToPaise(applied[i.InvId] ?? 0) > rupeesToPaise(i.Due));
    if (over) return AccountingMessages.overDue(over.Num, over.Due);
    return undefined;
  };

  const submit = async (event?: FormEvent): Promise<void> => {
    event?.preventDefault();
    const wrong = check();
    setProblem(wrong);
    if (wrong) return;
    const body: PaymentCreateBody = {
      ...(payer.Cust ? { Cust: payer.Cust } : { InsId: payer.InsId }),
      Date: date,
      Type: type,
      ...(isCardPayment(type) && card ? { Card: card } : {}),
      ...(ref.trim() ? { Ref: ref.trim() } : {}),
      Amount: amountValue,
      ...(notes.trim() ? { Notes: notes.trim() } : {}),
      Apply: open.flatMap((i) =>
        (applied[i.InvId] ?? 0) > 0 ? [{ InvId: i.InvId, Amount: applied[i.InvId] as number }] : [],
      ),
    };
    try {
      const payment = await create.mutateAsync({ key, body });
      toast.success(AccountingMessages.paymentRecorded(payment.Num));
      void navigate(invoiceId ? ACCOUNTING_PATHS.invoice(invoiceId) : ACCOUNTING_PATHS.paymentSearch);
    } catch (error) {
      // The same key goes with the next try: if this one was recorded after all, the server answers it again.
      notifyError(error);
    }
  };

  return (
    <form className="kk-screen" noValidate aria-label="Receive payment" onSubmit={(event) => void submit(event)}>
      <Heading level={2}>Receive payment</Heading>
      {problem ? (
        <Alert variation="error" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Flex direction="column" gap="small">
        <PayerPick
          payer={payer}
          onChange={(next) => {
            setPayer(next);
          }}
        />
        <TextField label="Date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        <SelectField
          label="Payment type"
          value={type}
          onChange={(e) => {
            setType(e.target.value as PaymentType);
            setCard('');
          }}
        >
          {OFFERED_PAYMENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </SelectField>
        {cards.length > 0 ? (
          <SelectField
            label="Card network"
            value={card}
            onChange={(e) => setCard(e.target.value as CardType)}
            placeholder="Select the network"
          >
            {cards.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
        ) : null}
        <TextField
          label="Reference"
          maxLength={64}
          value={ref}
          onChange={(e) => setRef(e.target.value)}
          descriptiveText="UPI reference, cheque number, transaction id…"
        />
        <TextField
          label="Amount received"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <section aria-label="Apply to invoices">
          <Heading level={4}>Apply to invoices</Heading>
          {payer.Cust || payer.InsId ? (
            open.length === 0 ? (
              <Text className="kk-inv__hint">{AccountingMessages.noOpenInvoices}</Text>
            ) : (
              <div className="kk-pay__apply">
                {open.map((i) => (
                  <ApplyRow
                    key={i.InvId}
                    invoice={i}
                    timeZone={timeZone}
                    value={apply[i.InvId] ?? ''}
                    onChange={(text) => setApply({ ...apply, [i.InvId]: text })}
                  />
                ))}
              </div>
            )
          ) : (
            <Text className="kk-inv__hint">{AccountingMessages.choosePayer}</Text>
          )}
          <Flex justifyContent="space-between" paddingBlockStart="xs">
            <Text>Unapplied</Text>
            <output aria-label="Unapplied">{formatMoney(unapplied)}</output>
          </Flex>
          {open.length > 0 ? (
            <Button
              size="small"
              variation="link"
              onClick={() => {
                const spread = applyOldestFirst(amountValue, open);
                setApply(Object.fromEntries(open.map((i) => [i.InvId, asText(spread[i.InvId])])));
              }}
            >
              Apply oldest first
            </Button>
          ) : null}
        </section>
        <TextAreaField label="Notes" maxLength={500} value={notes} onChange={(e) => setNotes(e.target.value)} />
        <Flex justifyContent="flex-end">
          <Button type="submit" variation="primary" isLoading={create.isPending} loadingText="Saving">
            Save payment
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

function ApplyRow({
  invoice,
  timeZone,
  value,
  onChange,
}: {
  invoice: ShownInvoice;
  timeZone: string;
  value: string;
  onChange: (text: string) => void;
}) {
  const label = `${invoice.Num || 'Draft'} · ${formatDate(invoice.InvDate, timeZone)} · due ${formatMoney(invoice.Due)}`;
  return (
    <TextField
      size="small"
      inputMode="decimal"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

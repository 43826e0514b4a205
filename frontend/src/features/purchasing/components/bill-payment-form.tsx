import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { formatMoney } from '@shared/documents/money-format';
import { OFFERED_PAYMENT_TYPES, type PaymentType } from '@shared/invoices/payment-types';
import { BillMessages } from '@shared/purchasing/bill-messages';
import type { BillAnswer, BillPaymentCreateBody } from '@shared/purchasing/bill-schemas';
import { PAYABLE_BILL } from '@shared/purchasing/bill-statuses';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Form, FormSelectField, FormTextField } from '../../../components/form';
import { toast } from '../../../components/toast/toast-store';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { todayIn } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useBill, useBills, useCreateBillPayment } from '../api/bill-calls';
import { BILL_PATHS } from './bill-paths';
import { numberOf, showRefusal, VendorField } from './purchase-fields';
import { AdvanceHint } from './advance-hint';

type PaymentValues = {
  VendId: string;
  Vendor: string;
  Date: string;
  Type: PaymentType;
  Ref: string;
  Amount: string;
  Notes: string;
  Apply: Record<string, string>;
};

/** The vendor's bills that still ask for money, each with what to apply to it. */
function OpenBills() {
  const vendId = useWatch<PaymentValues>({ name: 'VendId' }) as string;
  const bills = useBills(vendId ? { VendId: vendId } : {});
  if (!vendId) return null;
  const open = (bills.data?.Items ?? []).filter((b) => PAYABLE_BILL.has(b.Sts));
  if (bills.isPending) return <p>Loading…</p>;
  if (open.length === 0)
    return <p className="kk-record-card__muted">No bill of this vendor is due: the payment is an advance.</p>;
  return (
    <>
      {open.map((b) => (
        <FormTextField<PaymentValues>
          key={b._id}
          name={`Apply.${b._id}`}
          label={`${b.Num} · ${b.VendBillNo} · due ${formatMoney(b.Due)}`}
          inputMode="decimal"
        />
      ))}
    </>
  );
}

function PaymentFields({ bill }: { bill?: BillAnswer | undefined }) {
  const session = useSession();
  const navigate = useNavigate();
  const [key] = useState(newIdempotencyKey);
  const create = useCreateBillPayment();
  const [problem, setProblem] = useState<string | undefined>();
  const form = useForm<PaymentValues>({
    defaultValues: {
      VendId: bill?.VendId ?? '',
      Vendor: bill?.VendName ?? '',
      Date: todayIn(session.User.TZ),
      Type: 'Bank Transfer',
      Ref: '',
      Amount: bill ? String(bill.Due) : '',
      Notes: '',
      Apply: bill ? { [bill._id]: String(bill.Due) } : {},
    },
  });
  const submit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    // A field never typed into (an open bill's amount left blank) has no value at all: read as blank.
    const text = (v: string | undefined): string => (v ?? '').trim();
    const body: BillPaymentCreateBody = {
      VendId: values.VendId,
      Date: values.Date,
      Type: values.Type,
      ...(text(values.Ref) ? { Ref: text(values.Ref) } : {}),
      Amount: numberOf(values.Amount),
      ...(text(values.Notes) ? { Notes: text(values.Notes) } : {}),
      Apply: Object.entries(values.Apply ?? {})
        .filter(([, amount]) => text(amount) !== '' && Number(amount) !== 0)
        .map(([BillId, amount]) => ({ BillId, Amount: numberOf(text(amount)) })),
    };
    try {
      // The same key goes with every try of this form: a payment recorded after all is answered again.
      const paid = await create.mutateAsync({ key, body });
      toast.success(BillMessages.paid(paid.Num));
      void navigate(bill ? BILL_PATHS.bill(bill._id) : BILL_PATHS.payments);
    } catch (error) {
      showRefusal(form, error, setProblem);
    }
  });
  return (
    <Form form={form} onSubmit={(e) => void submit(e)} aria-label="Bill payment">
      <Flex direction="column" gap="small">
        {problem ? <Alert variation="error">{problem}</Alert> : null}
        {bill ? (
          <p className="kk-record-card__muted">{`${bill.VendName} · ${bill.Num} · due ${formatMoney(bill.Due)}`}</p>
        ) : (
          <VendorField />
        )}
        <FormTextField<PaymentValues> name="Date" label="Date" type="date" />
        <FormSelectField<PaymentValues>
          name="Type"
          label="Paid by"
          options={OFFERED_PAYMENT_TYPES.map((t) => ({ value: t, label: t }))}
        />
        <FormTextField<PaymentValues> name="Ref" label="Reference (cheque, UTR, UPI)" maxLength={60} />
        <FormTextField<PaymentValues> name="Amount" label="Amount (₹)" inputMode="decimal" />
        <AdvanceHint />
        {bill ? (
          <FormTextField<PaymentValues>
            name={`Apply.${bill._id}`}
            label={`Applied to ${bill.Num}`}
            inputMode="decimal"
          />
        ) : (
          <OpenBills />
        )}
        <FormTextField<PaymentValues> name="Notes" label="Notes" maxLength={500} />
        <Flex justifyContent="flex-end" gap="small" wrap="wrap">
          <Button onClick={() => void navigate(BILL_PATHS.payments)}>Back</Button>
          <Button type="submit" variation="primary" isLoading={create.isPending}>
            Record payment
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}

/**
 * Bills/BillPayment/New[?BillId=] (docs/purchasing.md §11): money paid to a
 * vendor against one or many of their bills; what no bill takes is an advance.
 * The form makes its Idempotency-Key once, so a double click pays once.
 */
export function BillPaymentForm() {
  const [params] = useSearchParams();
  const billId = params.get('BillId') ?? undefined;
  const bill = useBill(billId);
  if (!billId)
    return (
      <div className="kk-screen">
        <PaymentFields />
      </div>
    );
  if (bill.isPending) return <p>Loading…</p>;
  if (bill.isError) return <Alert variation="error">{BillMessages.notFound}</Alert>;
  return (
    <div className="kk-screen">
      <PaymentFields bill={bill.data} />
    </div>
  );
}

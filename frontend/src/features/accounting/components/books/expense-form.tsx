import { Alert, Button, CheckboxField, Flex, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import type { ExpenseAnswer, ExpenseInput } from '@shared/books/expenses';
import { formatPaise } from '@shared/documents/money-format';
import { paiseToRupees } from '@shared/documents/money-math';
import { taxCodesInForce } from '@shared/documents/tax-codes';
import { OFFERED_PAYMENT_TYPES, type PaymentType } from '@shared/invoices/payment-types';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../../../components/toast/toast-store';
import { todayIn } from '../../../../lib/format';
import { useSession } from '../../../../lib/session';
import { useChangeExpense, useExpense, useExpenseCategories } from '../../api/expense-calls';
import { useTaxCodes } from '../../api/lookups';
import '../accounting.css';

type Draft = {
  Date: string;
  CatId: string;
  Amount: string;
  PayType: PaymentType;
  Ref: string;
  Desc: string;
  HasBill: boolean;
  VendName: string;
  GSTIN: string;
  BillNo: string;
  TCode: string;
};

const draftOf = (e: ExpenseAnswer | undefined, today: string): Draft => ({
  Date: e?.Date ?? today,
  CatId: e?.CatId ?? '',
  Amount: e ? String(paiseToRupees(e.AmtP)) : '',
  PayType: (e?.PayType as PaymentType | undefined) ?? 'Cash',
  Ref: e?.Ref ?? '',
  Desc: e?.Desc ?? '',
  HasBill: e?.Bill !== undefined,
  VendName: e?.Bill?.VendName ?? '',
  GSTIN: e?.Bill?.GSTIN ?? '',
  BillNo: e?.Bill?.BillNo ?? '',
  TCode: e?.Bill ? String(e.Bill.TCode) : '',
});

const inputOf = (d: Draft): ExpenseInput => ({
  Date: d.Date,
  CatId: d.CatId,
  Amount: Number(d.Amount),
  PayType: d.PayType,
  ...(d.Ref.trim() ? { Ref: d.Ref.trim() } : {}),
  ...(d.Desc.trim() ? { Desc: d.Desc.trim() } : {}),
  ...(d.HasBill
    ? { Bill: { VendName: d.VendName.trim(), GSTIN: d.GSTIN.trim(), BillNo: d.BillNo.trim(), TCode: Number(d.TCode) } }
    : {}),
});

/** expenses/expense/New and expenses/expense/:Id (docs/books.md §3.8): record, edit at `ver`, or cancel an expense. */
export function ExpenseScreen() {
  const { Id } = useParams();
  const id = Id && Id !== 'New' ? Id : undefined;
  const existing = useExpense(id);
  if (id && existing.isPending) return <Text>Loading…</Text>;
  if (id && existing.isError) return <Alert variation="error">{existing.error.message}</Alert>;
  return <ExpenseForm key={`${id ?? 'new'}:${existing.data?.ver ?? 0}`} expense={existing.data} />;
}

function ExpenseForm({ expense }: { expense: ExpenseAnswer | undefined }) {
  const timeZone = useSession().User.TZ;
  const navigate = useNavigate();
  const categories = useExpenseCategories();
  const taxCodes = useTaxCodes();
  const change = useChangeExpense();
  const [draft, setDraft] = useState<Draft>(() => draftOf(expense, todayIn(timeZone)));
  const [problem, setProblem] = useState<string | undefined>();
  const [reason, setReason] = useState('');
  const cancelled = expense?.Sts === 'Cancelled';
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setDraft({ ...draft, [k]: v });

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    try {
      const saved = expense
        ? await change.mutateAsync({ kind: 'update', id: expense._id, ver: expense.ver, body: inputOf(draft) })
        : await change.mutateAsync({ kind: 'create', body: inputOf(draft) });
      toast.success(`Expense of ${formatPaise(saved.TotP)} recorded.`);
      void navigate('/expenses/expensesdashboard');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };
  const cancel = async (): Promise<void> => {
    if (!expense) return;
    try {
      await change.mutateAsync({ kind: 'cancel', id: expense._id, ver: expense.ver, Reason: reason });
      toast.success('Expense cancelled.');
      void navigate('/expenses/expensesdashboard');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form className="kk-screen" onSubmit={(e) => void submit(e)} aria-label="Expense">
      {problem ? <Alert variation="error">{problem}</Alert> : null}
      {cancelled ? <Alert variation="info">Cancelled: {expense?.CancelReason}</Alert> : null}
      <fieldset className="kk-list-filters" disabled={cancelled}>
        <TextField
          label="Date"
          type="date"
          size="small"
          value={draft.Date}
          onChange={(e) => set('Date', e.target.value)}
        />
        <SelectField label="Category" size="small" value={draft.CatId} onChange={(e) => set('CatId', e.target.value)}>
          <option value="">Choose a category</option>
          {(categories.data?.Categories ?? []).map((c) => (
            <option key={c.Id} value={c.Id}>
              {c.Name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Amount before GST"
          inputMode="decimal"
          size="small"
          value={draft.Amount}
          onChange={(e) => set('Amount', e.target.value)}
        />
        <SelectField
          label="Paid by"
          size="small"
          value={draft.PayType}
          onChange={(e) => set('PayType', e.target.value as PaymentType)}
        >
          {OFFERED_PAYMENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </SelectField>
        <TextField label="Reference" size="small" value={draft.Ref} onChange={(e) => set('Ref', e.target.value)} />
        <TextField label="Description" size="small" value={draft.Desc} onChange={(e) => set('Desc', e.target.value)} />
        <CheckboxField
          label="GST bill from a registered vendor"
          name="HasBill"
          checked={draft.HasBill}
          onChange={(e) => set('HasBill', e.target.checked)}
        />
        {draft.HasBill ? (
          <>
            <TextField
              label="Vendor"
              size="small"
              value={draft.VendName}
              onChange={(e) => set('VendName', e.target.value)}
            />
            <TextField
              label="Vendor GSTIN"
              size="small"
              value={draft.GSTIN}
              onChange={(e) => set('GSTIN', e.target.value)}
            />
            <TextField
              label="Bill number"
              size="small"
              value={draft.BillNo}
              onChange={(e) => set('BillNo', e.target.value)}
            />
            <SelectField
              label="GST rate"
              size="small"
              value={draft.TCode}
              onChange={(e) => set('TCode', e.target.value)}
            >
              <option value="">Choose a rate</option>
              {taxCodesInForce(taxCodes.data ?? [], draft.Date)
                .filter((t) => t.Type === 1)
                .map((t) => (
                  <option key={t._id} value={t._id}>
                    {t.Desc}
                  </option>
                ))}
            </SelectField>
          </>
        ) : null}
      </fieldset>
      {expense ? (
        <dl className="kk-books-totals" aria-label="Totals">
          <div>
            <dt>GST input</dt>
            <dd>{formatPaise(expense.CgstP + expense.SgstP + expense.IgstP)}</dd>
          </div>
          <div>
            <dt>Paid</dt>
            <dd>{formatPaise(expense.TotP)}</dd>
          </div>
        </dl>
      ) : null}
      {!cancelled ? (
        <Flex justifyContent="flex-end" gap="small" wrap="wrap" alignItems="flex-end">
          {expense ? (
            <>
              <TextField
                label="Reason to cancel"
                size="small"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
              <Button size="small" onClick={() => void cancel()} isDisabled={reason.trim() === ''}>
                Cancel expense
              </Button>
            </>
          ) : null}
          <Button size="small" type="submit" variation="primary" isLoading={change.isPending}>
            {expense ? 'Save changes' : 'Record expense'}
          </Button>
        </Flex>
      ) : null}
    </form>
  );
}

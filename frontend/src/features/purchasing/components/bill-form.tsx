import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { lineAmount, qtyMilli } from '@shared/documents/calculate-line';
import { formatMoney, formatPaise } from '@shared/documents/money-format';
import { rupeesToPaise } from '@shared/documents/money-math';
import { formatQuantity } from '@shared/documents/quantity-format';
import { BillMessages } from '@shared/purchasing/bill-messages';
import { BillDraftMessages } from '@shared/purchasing/bill-draft-messages';
import type { BillAnswer, BillCreateBody } from '@shared/purchasing/bill-schemas';
import type { PurchaseReceiveAnswer } from '@shared/purchasing/purchase-schemas';
import { PurchaseMessages } from '@shared/purchasing/purchase-messages';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Form, FormCheckboxField, FormTextField } from '../../../components/form';
import { toast } from '../../../components/toast/toast-store';
import { todayIn } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useCreateBill, useReceive } from '../api/bill-calls';
import { useBillDraftStep } from '../api/bill-draft-calls';
import { BILL_PATHS } from './bill-paths';
import { numberOf, showRefusal, VendorField } from './purchase-fields';

type StockLine = { LineId: string; Rate: string; HSN: string };
type ExpenseLine = { Desc: string; Acc: string; HSN: string; Qty: string; Rate: string };
type BillValues = {
  VendId: string;
  Vendor: string;
  VendBillNo: string;
  VendBillDate: string;
  RevCharge: boolean;
  Freight: string;
  Other: string;
  Lines: StockLine[];
  Expenses: ExpenseLine[];
};

const NEW_EXPENSE: ExpenseLine = { Desc: '', Acc: '6150', HSN: '', Qty: '1', Rate: '' };
const text = (v: string): string | undefined => (v.trim() === '' ? undefined : v.trim());

/** A receive line's price difference as typed: the bill's amount against the receive's value. */
function PriceDifference({ index, line }: { index: number; line: PurchaseReceiveAnswer['Lines'][number] }) {
  const rate = Number(useWatch<BillValues>({ name: `Lines.${index}.Rate` }) as string);
  if (!Number.isFinite(rate) || rate <= 0) return null;
  // The server's rule, in paise: quantity × rate half up, against the receive's value.
  const diffP = lineAmount(qtyMilli(line.Qty), rate) - rupeesToPaise(line.Value);
  if (diffP === 0) return null;
  return (
    <p className="kk-record-card__muted" role="status">
      {`Price difference ${diffP > 0 ? '+' : '−'}${formatPaise(Math.abs(diffP))} against the receive (${formatMoney(line.Value)}); it goes to the stock value.`}
    </p>
  );
}

type Receive = PurchaseReceiveAnswer | undefined;
type Step = 'bill' | 'draft';

/** The form's values: a new bill's defaults, or what a draft (§24) holds. */
function valuesOf(tz: string, receive: Receive, draft: BillAnswer | undefined): BillValues {
  const open = receive?.Lines.filter((l) => !l.BillId) ?? [];
  const drafted = new Map((draft?.Lines ?? []).map((l) => [l.RecLineId, l]));
  const charge = (desc: string) => draft?.ChargeLines.find((c) => c.Desc === desc)?.Amount;
  const asText = (n: number | undefined) => (n === undefined ? '' : String(n));
  return {
    VendId: draft?.VendId ?? receive?.VendId ?? '',
    Vendor: draft?.VendName ?? receive?.VendName ?? '',
    VendBillNo: draft?.VendBillNo ?? receive?.VendRef ?? '',
    VendBillDate: draft?.VendBillDate ?? todayIn(tz),
    RevCharge: draft?.RevCharge ?? false,
    Freight: asText(charge('Freight')),
    Other: asText(charge('Other charges')),
    Lines: open.map((l) => {
      const d = drafted.get(l._id);
      return { LineId: l._id, Rate: String(d?.Rate ?? l.Rate), HSN: d?.HSN ?? '' };
    }),
    Expenses: draft
      ? draft.Lines.filter((l) => l.Kind === 'Expense').map((l) => ({
          Desc: l.Desc,
          Acc: asText(l.Acc),
          HSN: l.HSN ?? '',
          Qty: String(l.Qty),
          Rate: String(l.Rate),
        }))
      : receive
        ? []
        : [NEW_EXPENSE],
  };
}

/** The body of a new bill (or of its draft) as the form holds it. */
function bodyOf(values: BillValues, receive: Receive): BillCreateBody {
  const charges = [
    { Desc: 'Freight', Amount: values.Freight },
    { Desc: 'Other charges', Amount: values.Other },
  ].filter((c) => c.Amount.trim() !== '');
  return {
    ...(receive ? { RecId: receive._id } : { VendId: values.VendId }),
    VendBillNo: values.VendBillNo.trim(),
    VendBillDate: values.VendBillDate,
    ...(values.RevCharge ? { RevCharge: true } : {}),
    ...(values.Lines.length > 0
      ? {
          Lines: values.Lines.map((l) => ({
            LineId: l.LineId,
            Rate: numberOf(l.Rate),
            ...(text(l.HSN) ? { HSN: text(l.HSN) } : {}),
          })),
        }
      : {}),
    ...(values.Expenses.length > 0
      ? {
          Expenses: values.Expenses.map((e) => ({
            Desc: e.Desc.trim(),
            Acc: numberOf(e.Acc),
            ...(text(e.HSN) ? { HSN: text(e.HSN) } : {}),
            Qty: numberOf(e.Qty),
            Rate: numberOf(e.Rate),
          })),
        }
      : {}),
    ...(charges.length > 0 ? { Charges: charges.map((c) => ({ Desc: c.Desc, Amount: numberOf(c.Amount) })) } : {}),
  };
}

function BillFields({ receive, draft }: { receive?: Receive; draft?: BillAnswer | undefined }) {
  const session = useSession();
  const navigate = useNavigate();
  const open = receive?.Lines.filter((l) => !l.BillId) ?? [];
  const form = useForm<BillValues>({ defaultValues: valuesOf(session.User.TZ, receive, draft) });
  const expenses = useFieldArray({ control: form.control, name: 'Expenses' });
  const create = useCreateBill();
  const drafts = useBillDraftStep();
  // The draft's ver as last saved here: a second save needs no refetch in between.
  const [ver, setVer] = useState(draft?.ver ?? 0);
  const [problem, setProblem] = useState<string | undefined>();
  const saveAs = (step: Step) =>
    form.handleSubmit(async (values) => {
      setProblem(undefined);
      const body = bodyOf(values, receive);
      try {
        if (!draft && step === 'bill') {
          const saved = await create.mutateAsync(body);
          toast.success(BillMessages.created(saved.Num));
          return void navigate(BILL_PATHS.bill(saved._id));
        }
        const saved = await drafts.mutateAsync(
          draft
            ? { step: step === 'bill' ? 'bill' : 'save', id: draft._id, body: { ...body, ver } }
            : { step: 'create', body },
        );
        setVer(saved.ver);
        toast.success(saved.Sts === 'Draft' ? BillDraftMessages.saved : BillDraftMessages.billed(saved.Num));
        if (!draft || saved.Sts !== 'Draft') void navigate(BILL_PATHS.bill(saved._id));
      } catch (error) {
        showRefusal(form, error, setProblem);
      }
      return undefined;
    });
  const submit = saveAs('bill');
  const discard = async () => {
    if (!draft) return;
    setProblem(undefined);
    try {
      await drafts.mutateAsync({ step: 'discard', id: draft._id, ver });
      toast.success(BillDraftMessages.discarded);
      void navigate(BILL_PATHS.bills);
    } catch (error) {
      showRefusal(form, error, setProblem);
    }
  };
  return (
    <Form form={form} onSubmit={(e) => void submit(e)} aria-label={draft ? 'Draft bill' : 'New bill'}>
      <Flex direction="column" gap="small">
        {problem ? <Alert variation="error">{problem}</Alert> : null}
        {receive ? (
          <p className="kk-record-card__muted">{`${receive.VendName} · receive ${receive.Num} of ${receive.PoNum}`}</p>
        ) : (
          <VendorField />
        )}
        <FormTextField<BillValues> name="VendBillNo" label="Vendor's bill number" maxLength={16} />
        <FormTextField<BillValues> name="VendBillDate" label="Vendor's bill date" type="date" />
        {receive
          ? open.map((l, index) => (
              <fieldset key={l._id} className="kk-adjustment-line" aria-label={l.Desc}>
                <legend>{`${l.Desc} · ${formatQuantity(l.Qty)}${l.UoM ? ` ${l.UoM}` : ''} received at ${formatMoney(l.Rate)}`}</legend>
                <FormTextField<BillValues>
                  name={`Lines.${index}.Rate`}
                  label={`Billed rate of ${l.Desc}`}
                  inputMode="decimal"
                />
                <FormTextField<BillValues>
                  name={`Lines.${index}.HSN`}
                  label="HSN (blank: the item's)"
                  inputMode="numeric"
                />
                <PriceDifference index={index} line={l} />
              </fieldset>
            ))
          : null}
        {expenses.fields.map((f, index) => (
          <fieldset key={f.id} className="kk-adjustment-line" aria-label={`Expense ${index + 1}`}>
            <legend>{`Expense ${index + 1}`}</legend>
            <FormTextField<BillValues> name={`Expenses.${index}.Desc`} label="Description" />
            <FormTextField<BillValues> name={`Expenses.${index}.Acc`} label="Account code" inputMode="numeric" />
            <FormTextField<BillValues> name={`Expenses.${index}.HSN`} label="HSN/SAC" inputMode="numeric" />
            <FormTextField<BillValues> name={`Expenses.${index}.Qty`} label="Quantity" inputMode="decimal" />
            <FormTextField<BillValues>
              name={`Expenses.${index}.Rate`}
              label="Rate (₹, before GST)"
              inputMode="decimal"
            />
            <Button size="small" onClick={() => expenses.remove(index)}>
              Remove expense
            </Button>
          </fieldset>
        ))}
        <Button size="small" onClick={() => expenses.append(NEW_EXPENSE)}>
          Add expense line
        </Button>
        <FormTextField<BillValues>
          name="Freight"
          label="Freight (₹, spread over the lines by value)"
          inputMode="decimal"
        />
        <FormTextField<BillValues> name="Other" label="Other charges (₹)" inputMode="decimal" />
        <FormCheckboxField<BillValues> name="RevCharge" label="Tax payable on reverse charge" />
        <Flex justifyContent="flex-end" gap="small" wrap="wrap">
          <Button onClick={() => void navigate(BILL_PATHS.bills)}>Back</Button>
          {draft ? (
            <Button onClick={() => void discard()} isDisabled={drafts.isPending}>
              Discard draft
            </Button>
          ) : null}
          <Button onClick={(e) => void saveAs('draft')(e)} isLoading={drafts.isPending}>
            {draft ? 'Save draft' : 'Save as draft'}
          </Button>
          <Button type="submit" variation="primary" isLoading={create.isPending || drafts.isPending}>
            {draft ? 'Save as bill' : 'Save bill'}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}

/** A draft (docs/purchasing.md §24) opened on Bills/Bill/:Id: the form again, with its receive when it has one. */
export function BillDraftForm({ draft }: { draft: BillAnswer }) {
  const receive = useReceive(draft.RecId);
  if (draft.RecId && receive.isPending) return <p>Loading…</p>;
  if (draft.RecId && receive.isError) return <Alert variation="error">{PurchaseMessages.receiveNotFound}</Alert>;
  return (
    <div className="kk-screen">
      <h2 className="kk-screen__title">{`Draft bill · ${draft.VendName}`}</h2>
      <BillFields receive={draft.RecId ? receive.data : undefined} draft={draft} />
    </div>
  );
}

/** Bills/Bill/New[?RecId=] (docs/purchasing.md §12): a bill from a receive, or a direct bill of expenses. */
export function BillForm() {
  const [params] = useSearchParams();
  const recId = params.get('RecId') ?? undefined;
  const receive = useReceive(recId);
  if (!recId)
    return (
      <div className="kk-screen">
        <BillFields />
      </div>
    );
  if (receive.isPending) return <p>Loading…</p>;
  if (receive.isError) return <Alert variation="error">{PurchaseMessages.receiveNotFound}</Alert>;
  return (
    <div className="kk-screen">
      <BillFields receive={receive.data} />
    </div>
  );
}

import { Alert, Button, Flex, Grid, Heading, Text } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import { DEFAULT_TAX_CODES } from '@shared/documents/tax-codes';
import { statusLabel } from '@shared/documents/status-labels';
import { stateLabel } from '@shared/gst/states';
import { invoiceDueDate } from '@shared/invoices/due-date';
import { GOODS_SOURCE_LABEL } from '@shared/sales/sales-invoice';
import type { InvoiceAnswer } from '@shared/invoices/call-schemas';
import { lazy, Suspense, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ReadOnlyField } from '../../../components/form';
import { LineGrid } from '../../../components/line-grid/line-grid';
import { notifyError, toast } from '../../../components/toast/toast-store';
import { useFormChanges } from '../../../components/unsaved-changes/use-form-changes';
import { useUnsavedChanges } from '../../../components/unsaved-changes/use-unsaved-changes';
import { formatDate, todayIn } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useSaveInvoice } from '../api/invoice-calls';
import { useTaxCodes } from '../api/lookups';
import {
  answerToForm,
  formToBody,
  LINE_PREFIX,
  newInvoiceForm,
  nextLineId,
  taxCodeLabel,
  type InvoiceForm,
  type LabourLine,
  type PartLine,
} from '../utils/invoice-form';
import { AccountingMessages } from '../utils/messages';
import { ACCOUNTING_PATHS } from '../utils/paths';
import { InvoiceActionMenu } from './invoice-action-menu';
import { DocumentDiscountFields, InvoiceHeaderFields } from './invoice-header-fields';
import { labourColumns, partColumns } from './invoice-line-columns';
import { CreditNotesList, IssuedLines, PaymentsList } from './invoice-records';
import { WrittenOffNote } from './write-off-dialog';
import { answerFigures, InvoiceTotals, TotalsList } from './invoice-totals';
import '../../../components/record-table/record-list.css';
import './accounting.css';

/** The print button group and print page load when an invoice is shown, not with the editor (the print model and PDF are large). */
const InvoicePrintMenu = lazy(() =>
  import('../../../components/print/invoice-print').then((m) => ({ default: m.InvoicePrintMenu })),
);

/** 'Invoice INV/2627/00001', or 'Draft invoice' before Approve issues the number. */
const titleOf = (answer: InvoiceAnswer | undefined): string =>
  answer === undefined ? 'New invoice' : answer.Num ? `Invoice ${answer.Num}` : 'Draft invoice';

function StatusAndActions({
  answer,
  waitingFor,
  timeZone,
}: {
  answer: InvoiceAnswer;
  waitingFor: string | undefined;
  timeZone: string;
}) {
  return (
    <Flex direction="column" gap="xs">
      <Flex gap="xs" wrap="wrap" alignItems="center">
        <Text className="kk-status-badge">{statusLabel(answer.Sts)}</Text>
        <Suspense fallback={null}>
          <InvoicePrintMenu invoice={answer} disabled={waitingFor !== undefined} />
        </Suspense>
      </Flex>
      <InvoiceActionMenu answer={answer} waitingFor={waitingFor} timeZone={timeZone} />
    </Flex>
  );
}

/** An issued invoice (Unpaid, Partial, Paid, Closed, Cancelled): read only; corrections go through credit notes. */
function IssuedInvoice({ answer, timeZone }: { answer: InvoiceAnswer; timeZone: string }) {
  return (
    <div className="kk-screen">
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="small">
        <Heading level={2}>{titleOf(answer)}</Heading>
      </Flex>
      <StatusAndActions answer={answer} waitingFor={undefined} timeZone={timeZone} />
      <Text className="kk-inv__hint">{AccountingMessages.issuedReadOnly}</Text>
      {answer.CancelReason ? <Alert variation="warning">{`Cancelled: ${answer.CancelReason}`}</Alert> : null}
      <WrittenOffNote answer={answer} timeZone={timeZone} />
      <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr', large: '1fr 1fr 1fr' }} gap="small">
        <ReadOnlyField
          label="Invoice to"
          value={[answer.BillTo.Name, answer.BillTo.GSTIN].filter(Boolean).join(' · ')}
        />
        <ReadOnlyField label="Invoice date" value={formatDate(answer.InvDate, timeZone)} />
        <ReadOnlyField label="Due date" value={formatDate(invoiceDueDate(answer), timeZone)} />
        <ReadOnlyField label="Place of supply" value={answer.POSName || stateLabel(answer.POS)} />
        <ReadOnlyField label="Reverse charge" value={answer.RevCharge ? 'Yes' : 'No'} />
        <ReadOnlyField label="Vehicle / order" value={[answer.RegNo, answer.WONum].filter(Boolean).join(' · ')} />
        {answer.Source ? (
          <ReadOnlyField label="Made from" value={`${GOODS_SOURCE_LABEL[answer.Source.Kind]} ${answer.Source.No}`} />
        ) : null}
        {answer.Notes ? <ReadOnlyField label="Notes" value={answer.Notes} /> : null}
      </Grid>
      <div className="kk-inv__body">
        <div className="kk-inv__lines">
          <IssuedLines answer={answer} />
          <Text className="kk-inv__hint">{answer.Words}</Text>
          <PaymentsList payments={answer.Payments} writeOff={answer.WrtOff} timeZone={timeZone} />
          <CreditNotesList notes={answer.CreditNotes} timeZone={timeZone} />
        </div>
        <TotalsList figures={answerFigures(answer.Totals)} intraState={answer.IntraState} />
      </div>
    </div>
  );
}

/**
 * Accounting/Invoice/New and a Draft invoice (docs/invoice-screens.md 'Invoice
 * editor'): recipient, dates, place of supply, reverse charge, series, notes, labour
 * and part lines in the line grid, invoice discounts, totals recomputed as the user
 * types; Save (Ctrl+S) sends the Draft with its `ver`, and a 409 shows the conflict
 * toast.
 */
function DraftEditor({ answer, timeZone }: { answer: InvoiceAnswer | undefined; timeZone: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const today = todayIn(timeZone);
  const taxCodes = useTaxCodes();
  const codes = taxCodes.data ?? DEFAULT_TAX_CODES;
  const form = useForm<InvoiceForm>({
    defaultValues: answer ? answerToForm(answer, codes, answer.BillTo.Name) : newInvoiceForm(today),
  });
  // Whether the draft differs from what the server holds: approve and print work on the saved draft only.
  const changed = useFormChanges(form, formToBody);
  useUnsavedChanges(changed);
  const save = useSaveInvoice();
  const [goTo, setGoTo] = useState<string | undefined>();
  const [missingRecipient, setMissingRecipient] = useState(false);
  useEffect(() => {
    if (goTo) void navigate(goTo, { replace: true });
  }, [goTo, navigate]);

  const savedIds = useMemo(() => [...(answer?.Ops ?? []), ...(answer?.Items ?? [])].map((l) => l._id), [answer]);
  const newId = (prefix: string): string =>
    nextLineId(prefix, [
      ...savedIds,
      ...form.getValues('Ops').map((l) => l._id),
      ...form.getValues('Items').map((l) => l._id),
    ]);
  const [pos, date] = useWatch({ control: form.control, name: ['POS', 'InvDate'] });
  // Tax codes read as the version in force on the invoice's date.
  const onDate = date || today;
  const labour = useMemo(() => labourColumns(codes, onDate), [codes, onDate]);
  const parts = useMemo(() => partColumns(codes, onDate), [codes, onDate]);
  // A new invoice date names each line's code as in force that day (the label is not sent, so not an edit).
  useEffect(() => {
    for (const group of ['Ops', 'Items'] as const) {
      form.getValues(group).forEach((line, i) => {
        const label = taxCodeLabel(line.TCode, codes, onDate);
        if (line.TCode !== undefined && line.TaxName !== label)
          form.setValue(`${group}.${i}.TaxName`, label, { shouldDirty: false });
      });
    }
  }, [form, codes, onDate]);
  const branchState = session.Entity.Settings.Address?.StCode;
  const intraState = pos && branchState ? pos === branchState : (answer?.IntraState ?? true);

  const onSave = form.handleSubmit(async (values) => {
    const body = formToBody(values);
    if (!body.Cust && !body.InsId) {
      setMissingRecipient(true);
      return;
    }
    setMissingRecipient(false);
    try {
      const answered = await save.mutateAsync({ id: answer?._id, ver: answer?.ver, body });
      toast.success(answer ? Messages.updated : Messages.saved);
      form.reset(answerToForm(answered, codes, answered.BillTo.Name));
      if (!answer) setGoTo(ACCOUNTING_PATHS.invoice(answered._id));
    } catch (error) {
      notifyError(error);
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void onSave();
    }
  };

  const title = titleOf(answer);
  return (
    <div className="kk-screen" onKeyDown={onKeyDown}>
      <FormProvider {...form}>
        <form noValidate aria-label={title} onSubmit={(event) => void onSave(event)}>
          <Flex direction="column" gap="medium">
            <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="small">
              <Heading level={2}>{title}</Heading>
              <Button
                type="submit"
                variation="primary"
                size="small"
                isLoading={save.isPending}
                loadingText="Saving"
                aria-keyshortcuts="Control+S"
              >
                Save
              </Button>
            </Flex>
            {answer ? (
              <StatusAndActions
                answer={answer}
                waitingFor={changed ? AccountingMessages.saveBeforeActions : undefined}
                timeZone={timeZone}
              />
            ) : null}
            {missingRecipient ? (
              <Alert variation="error" role="alert">
                {AccountingMessages.chooseRecipient}
              </Alert>
            ) : null}
            <InvoiceHeaderFields />
            <div className="kk-inv__body">
              <div className="kk-inv__lines">
                <section aria-label="Labour">
                  <Heading level={4}>Labour</Heading>
                  <LineGrid
                    form={form}
                    name="Ops"
                    columns={labour}
                    newLine={(): LabourLine => ({ _id: newId(LINE_PREFIX.labour), Desc: '', Qty: 1, TaxName: '' })}
                    label="Labour lines"
                    lineNoun="labour"
                    addLabel="Add labour"
                    maxLines={1000}
                  />
                </section>
                <section aria-label="Parts">
                  <Heading level={4}>Parts</Heading>
                  <LineGrid
                    form={form}
                    name="Items"
                    columns={parts}
                    newLine={(): PartLine => ({ _id: newId(LINE_PREFIX.part), Desc: '', Qty: 1, TaxName: '' })}
                    label="Part lines"
                    lineNoun="part"
                    addLabel="Add part"
                    maxLines={1000}
                  />
                </section>
                <DocumentDiscountFields />
                {answer ? <PaymentsList payments={answer.Payments} timeZone={timeZone} /> : null}
                {answer ? <CreditNotesList notes={answer.CreditNotes} timeZone={timeZone} /> : null}
              </div>
              <InvoiceTotals
                control={form.control}
                answer={answer}
                changed={changed}
                taxCodes={codes}
                date={date || today}
                round={session.Entity.Settings.Acc?.Round ?? false}
                intraState={intraState}
              />
            </div>
          </Flex>
        </form>
      </FormProvider>
    </div>
  );
}

/** A new or Draft invoice is edited; an issued one only read. */
export function InvoiceEditor({ answer }: { answer: InvoiceAnswer | undefined }) {
  const timeZone = useSession().User.TZ;
  if (answer && answer.Sts !== 'Draft') return <IssuedInvoice answer={answer} timeZone={timeZone} />;
  return <DraftEditor answer={answer} timeZone={timeZone} />;
}

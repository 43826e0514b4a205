import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { formatPaise } from '@shared/documents/money-format';
import { fromScaled } from '@shared/documents/money-math';
import type { SalesDocAnswer } from '@shared/sales-orders/so-schemas';
import { MAX_SO_LINES } from '@shared/sales-orders/so-schemas';
import { useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Form, FormCustomerField, FormSelectField, FormTextAreaField, FormTextField } from '../../../components/form';
import { showRefusal } from '../../../components/form/show-refusal';
import { LineGrid } from '../../../components/line-grid/line-grid';
import type { LineGridColumn } from '../../../components/line-grid/line-grid-columns';
import { toast } from '../../../components/toast/toast-store';
import { useStartIn, useStartingWarehouse, useWarehouses } from '../../../lib/warehouses';
import { saleItemSearch, useCreateSalesDoc, useSaveSalesDoc, type SalesKind } from '../api/sales-doc-calls';
import { NOUN, SALES_PATHS } from './sales-paths';
import {
  blankLine,
  bodyOf,
  isBlankLine,
  START,
  typedAmountP,
  valuesOf,
  type SalesDocValues,
  type SalesLineValues,
} from './sales-doc-values';

/**
 * SalesOrder/SO/New, SalesOrder/Estimate/New and a saved document's Edit
 * (docs/sales-orders.md §7): the customer (required; their category prices the
 * lines), the warehouse the goods go from, the expected delivery date, the
 * customer's reference, the lines in the line grid (an item by code or name with
 * the sale price, its quantity and discount), a document discount and notes.
 * Save draft keeps it a Draft; Save makes it New. The server works out the tax for
 * the place of supply; a refusal shows under its field or line.
 */
export function SalesDocForm({
  kind,
  saved,
  onDone,
}: {
  kind: SalesKind;
  saved?: SalesDocAnswer;
  onDone?: () => void;
}) {
  const navigate = useNavigate();
  const warehouses = useWarehouses();
  const form = useForm<SalesDocValues>({ defaultValues: saved ? valuesOf(saved) : START });
  useStartIn(form, 'WhId', useStartingWarehouse('main'));
  const create = useCreateSalesDoc(kind);
  const save = useSaveSalesDoc(kind, saved?._id ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const catRef = useRef<string | undefined>(saved?.Cat);
  const search = useMemo(() => saleItemSearch(() => catRef.current), []);
  const paths = SALES_PATHS[kind];

  const columns = useMemo<LineGridColumn<SalesLineValues>[]>(
    () => [
      {
        key: 'Item',
        header: 'Item',
        kind: 'combobox',
        required: true,
        search: search.search,
        onPick: (option, line) => {
          const part = search.recordOf(option);
          if (!part) return;
          line.set('ItemId', part._id);
          line.set('Desc', part.Desc);
          line.set('UnPr', String(part.UnPr));
        },
      },
      { key: 'Qty', header: 'Qty', kind: 'number', required: true, width: '6rem' },
      { key: 'UnPr', header: 'Price (₹)', kind: 'money', width: '8rem' },
      { key: 'Disc', header: 'Discount (₹)', kind: 'money', width: '7rem' },
      {
        key: 'Amount',
        header: 'Amount',
        kind: 'computed',
        compute: (row) => {
          const p = typedAmountP(row);
          return p === undefined ? undefined : fromScaled(p, 2);
        },
        format: 'money',
        total: true,
      },
    ],
    [search],
  );

  const submit = (sts: 'Draft' | 'New' | undefined) =>
    form.handleSubmit(async (values) => {
      setProblem(undefined);
      const body = bodyOf(values);
      try {
        if (saved) {
          const answer = await save.mutateAsync({ ...body, ...(sts ? { Sts: sts } : {}), ver: saved.ver });
          toast.success(`${NOUN[kind]} ${answer.Num} saved.`);
          if (onDone) onDone();
          else void navigate(paths.one(answer._id));
          return;
        }
        const answer = await create.mutateAsync({ ...body, Sts: sts ?? 'New' });
        toast.success(`${NOUN[kind]} ${answer.Num} saved${answer.Sts === 'Draft' ? ' as a draft' : ''}.`);
        void navigate(paths.one(answer._id));
      } catch (error) {
        showRefusal(form, error, setProblem);
      }
    });

  const lines = useWatch({ control: form.control, name: 'Lines' }) ?? [];
  const amountP = lines.reduce((s, l) => s + (typedAmountP(l) ?? 0), 0);
  const opening = !saved || saved.Sts === 'Draft' || saved.Sts === 'New';
  const busy = create.isPending || save.isPending;

  return (
    <div className="kk-screen">
      <Form
        form={form}
        onSubmit={(e) => void submit(saved ? undefined : 'New')(e)}
        aria-label={saved ? `Edit ${NOUN[kind].toLowerCase()}` : `New ${NOUN[kind].toLowerCase()}`}
      >
        <Flex direction="column" gap="small">
          {problem ? <Alert variation="error">{problem}</Alert> : null}
          <Flex gap="small" wrap="wrap">
            <FormCustomerField<SalesDocValues> name="CustName" idName="Cust" label="Customer" />
            <FormSelectField<SalesDocValues>
              name="WhId"
              label="From warehouse"
              placeholder="Choose a warehouse"
              options={(warehouses.data ?? []).filter((w) => w.Active).map((w) => ({ value: w._id, label: w.Name }))}
            />
            <FormTextField<SalesDocValues>
              name="ExpDate"
              label={kind === 'SalesOrder' ? 'Expected delivery' : 'Valid until'}
              type="date"
            />
            <FormTextField<SalesDocValues> name="RefNo" label="Customer's reference" maxLength={40} />
          </Flex>
          <LineGrid
            form={form}
            name="Lines"
            columns={columns}
            newLine={blankLine}
            label="Items"
            lineNoun="line"
            addLabel="Add item"
            maxLines={MAX_SO_LINES}
            summary={(rows) =>
              `${rows.filter((l) => !isBlankLine(l)).length} lines · ${formatPaise(amountP)} before discount and tax`
            }
          />
          <Flex gap="small" wrap="wrap">
            <FormTextField<SalesDocValues> name="Disc" label="Discount on the whole (₹)" inputMode="decimal" />
          </Flex>
          <FormTextAreaField<SalesDocValues> name="Notes" label="Notes" rows={2} maxLength={1000} />
          <Flex justifyContent="flex-end" gap="small" wrap="wrap">
            <Button onClick={() => (onDone ? onDone() : void navigate(paths.dashboard))}>Cancel</Button>
            {opening ? (
              <Button onClick={() => void submit('Draft')()} isDisabled={busy}>
                Save draft
              </Button>
            ) : null}
            <Button variation="primary" isLoading={busy} onClick={() => void submit(opening ? 'New' : undefined)()}>
              Save
            </Button>
          </Flex>
        </Flex>
      </Form>
    </div>
  );
}

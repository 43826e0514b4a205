import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import { ChallanMessages } from '@shared/challans/challan-messages';
import type { ChallanAnswer } from '@shared/challans/challan-schemas';
import { CHALLAN_PURPOSE_CODES, CHALLAN_PURPOSES } from '@shared/challans/challan-statuses';
import { fromScaled } from '@shared/documents/money-math';
import { formatPaise } from '@shared/documents/money-format';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Form, FormSelectField, FormTextAreaField, FormTextField } from '../../../components/form';
import { showRefusal } from '../../../components/form/show-refusal';
import { LineGrid } from '../../../components/line-grid/line-grid';
import type { LineGridColumn } from '../../../components/line-grid/line-grid-columns';
import { toast } from '../../../components/toast/toast-store';
import { useStartIn, useStartingWarehouse, useWarehouses } from '../../../lib/warehouses';
import { partSearch, useCreateChallan, useSaveChallan } from '../api/challan-calls';
import { CHALLAN_PATHS } from './challan-paths';
import { ChallanRecipient } from './challan-recipient';
import {
  blankLine,
  bodyOf,
  isBlankLine,
  START,
  typedValueP,
  valuesOf,
  type ChallanLineValues,
  type ChallanValues,
} from './challan-values';

const MAX_LINES = 30;

/**
 * challans/challan/New and a draft's Edit (docs/challans.md §8): the purpose,
 * the consignee, the warehouse the goods leave from, the lines in the line grid
 * (a part by code or name, its quantity, the value of one unit — the branch's
 * price to start with — and a GST rate where the goods are taxed; empty: the
 * item's own rate on approval, none otherwise), the vehicle and notes. Save
 * draft keeps it; Save & issue numbers it and sends the goods out. A refusal
 * shows under its field or line.
 */
export function ChallanForm({ draft, onDone }: { draft?: ChallanAnswer; onDone?: () => void } = {}) {
  const navigate = useNavigate();
  const warehouses = useWarehouses();
  const form = useForm<ChallanValues>({ defaultValues: draft ? valuesOf(draft) : START });
  useStartIn(form, 'WhId', useStartingWarehouse('main'));
  const create = useCreateChallan();
  const save = useSaveChallan(draft?._id ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const purpose = useWatch({ control: form.control, name: 'Purpose' });
  const search = useMemo(() => partSearch(), []);

  const columns = useMemo<LineGridColumn<ChallanLineValues>[]>(
    () => [
      {
        key: 'Item',
        header: 'Part',
        kind: 'combobox',
        required: true,
        search: search.search,
        onPick: (option, line) => {
          const part = search.recordOf(option);
          if (!part) return;
          line.set('ItemId', part._id);
          line.set('Desc', part.Desc);
          if (String(line.row.Rate ?? '').trim() === '') line.set('Rate', String(part.UnPr));
        },
      },
      { key: 'Qty', header: 'Qty', kind: 'number', required: true, width: '6rem' },
      { key: 'Rate', header: 'Value of one (₹)', kind: 'money', required: true, width: '8rem' },
      { key: 'TaxPct', header: 'GST %', kind: 'number', width: '5rem', placeholder: 'auto' },
      {
        key: 'Value',
        header: 'Taxable value',
        kind: 'computed',
        compute: (row) => {
          const p = typedValueP(row);
          return p === undefined ? undefined : fromScaled(p, 2);
        },
        format: 'money',
        total: true,
      },
    ],
    [search],
  );

  const submit = (issue: boolean) =>
    form.handleSubmit(async (values) => {
      setProblem(undefined);
      const body = bodyOf(values);
      try {
        if (draft) {
          const saved = await save.mutateAsync({ ...body, ver: draft.ver });
          toast.success('Delivery challan saved.');
          if (onDone) onDone();
          else void navigate(CHALLAN_PATHS.challan(saved._id));
          return;
        }
        const saved = await create.mutateAsync({ ...body, Issue: issue });
        toast.success(issue ? `Delivery challan ${saved.Num ?? ''} issued.` : 'Delivery challan saved as a draft.');
        void navigate(CHALLAN_PATHS.challan(saved._id));
      } catch (error) {
        showRefusal(form, error, setProblem);
      }
    });

  const lines = useWatch({ control: form.control, name: 'Lines' }) ?? [];
  const totalP = lines.reduce((s, l) => s + (typedValueP(l) ?? 0), 0);

  return (
    <div className="kk-screen">
      <Form
        form={form}
        onSubmit={(e) => void submit(!draft)(e)}
        aria-label={draft ? 'Edit delivery challan' : 'New delivery challan'}
      >
        <Flex direction="column" gap="small">
          {problem ? <Alert variation="error">{problem}</Alert> : null}
          <Flex gap="small" wrap="wrap">
            <FormSelectField<ChallanValues>
              name="Purpose"
              label="Purpose"
              options={CHALLAN_PURPOSE_CODES.map((p) => ({ value: p, label: CHALLAN_PURPOSES[p] }))}
            />
            {purpose === 'Other' ? (
              <FormTextField<ChallanValues> name="PurposeNote" label="Why the goods travel" maxLength={100} />
            ) : null}
            <FormSelectField<ChallanValues>
              name="WhId"
              label="From warehouse"
              placeholder="Choose a warehouse"
              options={(warehouses.data ?? []).filter((w) => w.Active).map((w) => ({ value: w._id, label: w.Name }))}
            />
          </Flex>
          {purpose === 'Transfer' ? <Text fontSize="small">{ChallanMessages.branchRecipient}</Text> : null}
          <ChallanRecipient form={form} />
          <LineGrid
            form={form}
            name="Lines"
            columns={columns}
            newLine={blankLine}
            label="Goods"
            lineNoun="line"
            addLabel="Add part"
            maxLines={MAX_LINES}
            summary={(rows) =>
              `${rows.filter((l) => !isBlankLine(l)).length} lines · ${formatPaise(totalP)} before tax`
            }
          />
          <Flex gap="small" wrap="wrap">
            <FormTextField<ChallanValues> name="VehicleNo" label="Vehicle No." maxLength={20} />
          </Flex>
          <FormTextAreaField<ChallanValues> name="Notes" label="Notes" rows={2} maxLength={500} />
          <Flex justifyContent="flex-end" gap="small" wrap="wrap">
            <Button onClick={() => (onDone ? onDone() : void navigate(CHALLAN_PATHS.dashboard))}>Cancel</Button>
            {draft ? null : (
              <Button onClick={() => void submit(false)()} isDisabled={create.isPending}>
                Save draft
              </Button>
            )}
            <Button type="submit" variation="primary" isLoading={create.isPending || save.isPending}>
              {draft ? 'Save changes' : 'Save & issue'}
            </Button>
          </Flex>
        </Flex>
      </Form>
    </div>
  );
}

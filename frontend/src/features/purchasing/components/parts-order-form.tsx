import { Alert, Button, CheckboxField, Flex } from '@aws-amplify/ui-react';
import { formatQuantity } from '@shared/documents/quantity-format';
import { PurchaseMessages } from '@shared/purchasing/purchase-messages';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Form, FormTextField } from '../../../components/form';
import { toast } from '../../../components/toast/toast-store';
import { useCreatePartsOrder, useNewRequestedParts } from '../api/purchase-calls';
import { numberOf, showRefusal, VendorField, WarehouseField } from './purchase-fields';
import { PURCHASE_PATHS } from './purchase-paths';
import { useStartingWarehouse } from '../../../lib/warehouses';

type PickValues = { Picked: boolean; Rate: string };
type PartsOrderValues = { VendId: string; Vendor: string; WhId: string; ExpDate: string; Lines: PickValues[] };

/**
 * The parts order (PurchaseOrder/PurchaseOrder/New?From=RequestedParts,
 * docs/purchasing.md §5): the New requested parts of the branch's repair
 * orders; the parts clerk ticks those one vendor supplies, gives each a rate,
 * and makes one purchase order for that vendor (again for the next vendor).
 * Each line remembers its repair order; the picked requests become Waiting for Parts.
 */
export function PartsOrderForm() {
  const navigate = useNavigate();
  const requests = useNewRequestedParts();
  const rows = requests.data?.Items ?? [];
  // Purchases come into the branch's main store (MainWId) unless another is chosen.
  const start = useStartingWarehouse('main');
  const form = useForm<PartsOrderValues>({
    values: { VendId: '', Vendor: '', WhId: start, ExpDate: '', Lines: rows.map(() => ({ Picked: false, Rate: '' })) },
    resetOptions: { keepDirtyValues: true },
  });
  const picks = useWatch({ control: form.control, name: 'Lines' }) ?? [];
  const create = useCreatePartsOrder();
  const [problem, setProblem] = useState<string | undefined>();
  const submit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    const picked = rows.flatMap((row, i) =>
      values.Lines[i]?.Picked ? [{ row, rate: values.Lines[i]?.Rate ?? '' }] : [],
    );
    if (picked.length === 0) return setProblem('Tick the requested parts this vendor supplies.');
    try {
      const saved = await create.mutateAsync({
        VendId: values.VendId,
        WhId: values.WhId,
        ...(values.ExpDate ? { ExpDate: values.ExpDate } : {}),
        Lines: picked.map(({ row, rate }) => ({ DocId: row.DocId, LineId: row.LineId, Rate: numberOf(rate) })),
      });
      toast.success(PurchaseMessages.partsOrdered(1));
      void navigate(PURCHASE_PATHS.order(saved._id));
    } catch (error) {
      showRefusal(form, error, setProblem);
    }
  });
  if (requests.isPending) return <p>Loading…</p>;
  return (
    <Form form={form} onSubmit={(e) => void submit(e)} aria-label="Parts order">
      <Flex direction="column" gap="small">
        {problem ? <Alert variation="error">{problem}</Alert> : null}
        <VendorField />
        <WarehouseField />
        <FormTextField<PartsOrderValues> name="ExpDate" label="Expected date" type="date" />
        {rows.length === 0 ? <p>No requested parts wait to be ordered.</p> : null}
        {rows.map((row, index) => (
          <fieldset key={`${row.DocId}#${row.LineId}`} className="kk-adjustment-line" aria-label={row.Desc}>
            <CheckboxField
              name={`Lines.${index}.Picked`}
              label={[
                row.Desc,
                `${formatQuantity(row.Qty)} ${row.UoM ?? ''}`.trim(),
                `${row.Num ?? ''} ${row.RegNo ?? ''}`.trim(),
              ]
                .filter(Boolean)
                .join(' · ')}
              checked={picks[index]?.Picked ?? false}
              onChange={(e) => form.setValue(`Lines.${index}.Picked`, e.target.checked)}
            />
            {picks[index]?.Picked ? (
              <FormTextField<PartsOrderValues>
                name={`Lines.${index}.Rate`}
                label={`Rate of ${row.Desc} (₹, before GST)`}
                inputMode="decimal"
              />
            ) : null}
          </fieldset>
        ))}
        <Flex justifyContent="flex-end" gap="small" wrap="wrap">
          <Button onClick={() => void navigate(PURCHASE_PATHS.orders)}>Back</Button>
          <Button type="submit" variation="primary" isLoading={create.isPending} isDisabled={rows.length === 0}>
            Make parts order
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}

import { Button, Flex } from '@aws-amplify/ui-react';
import { ALL_CUSTOMERS } from '@shared/inventory/price-list-messages';
import type { PriceListAnswer } from '@shared/inventory/price-list-schemas';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { Form, FormCheckboxField, FormCustomerCategoryField, FormTextField } from '../../../components/form';
import { formatDate } from '../../../lib/format';

/**
 * A price list's name and reach (docs/inventory-items.md §6): the customer
 * category it prices for (as customers carry it; empty: all customers) and
 * the days it is valid, either end open. A list that would overlap another of
 * its category is refused by the server on the Valid from field.
 */
export type PriceListValues = { Name: string; Desc: string; CatId: string; From: string; To: string; Act: boolean };

export const emptyPriceList: PriceListValues = { Name: '', Desc: '', CatId: '', From: '', To: '', Act: true };

export const valuesOf = (l: PriceListAnswer): PriceListValues => ({
  Name: l.Name,
  Desc: l.Desc ?? '',
  CatId: l.CatId ?? '',
  From: l.From ?? '',
  To: l.To ?? '',
  Act: l.Act,
});

/** The form's fields; the customer category is picked from settings/customercategories. */
export function PriceListFields({ withStatus }: { withStatus?: boolean }) {
  return (
    <>
      <Flex gap="small" wrap="wrap">
        <FormTextField<PriceListValues> name="Name" label="Name" autoComplete="off" flex="1 1 14rem" />
        <Flex direction="column" flex="1 1 14rem">
          <FormCustomerCategoryField<PriceListValues>
            name="CatId"
            label="Customer category"
            hint="The customers it prices for, by the category on their record."
            emptyLabel={ALL_CUSTOMERS}
          />
        </Flex>
      </Flex>
      <Flex gap="small" wrap="wrap">
        <FormTextField<PriceListValues> name="From" label="Valid from" type="date" flex="1 1 10rem" />
        <FormTextField<PriceListValues> name="To" label="Valid to" type="date" flex="1 1 10rem" />
      </Flex>
      <FormTextField<PriceListValues> name="Desc" label="Description" autoComplete="off" />
      {withStatus ? <FormCheckboxField<PriceListValues> name="Act" label="Active" /> : null}
    </>
  );
}

/** The create body: only what was entered. */
export const createBodyOf = (v: PriceListValues) => ({
  Name: v.Name.trim(),
  ...(v.Desc.trim() ? { Desc: v.Desc.trim() } : {}),
  ...(v.CatId.trim() ? { CatId: v.CatId.trim() } : {}),
  ...(v.From ? { From: v.From } : {}),
  ...(v.To ? { To: v.To } : {}),
});

/** The update body at `ver`: every field the form shows; an emptied category or date is cleared (`null`). */
export const updateBodyOf = (v: PriceListValues, ver: number) => ({
  ver,
  Name: v.Name.trim(),
  Desc: v.Desc.trim(),
  CatId: v.CatId.trim() || null,
  From: v.From || null,
  To: v.To || null,
  Act: v.Act,
});

/** 'Fleet' or 'All customers'. */
export const categoryText = (l: Pick<PriceListAnswer, 'CatId'>): string => l.CatId ?? ALL_CUSTOMERS;

/** '1 Apr 2026 – 31 Mar 2027', 'From 1 Apr 2026', 'Until …', or 'Always'. */
export function validityText(l: Pick<PriceListAnswer, 'From' | 'To'>): string {
  if (l.From && l.To) return `${formatDate(l.From)} – ${formatDate(l.To)}`;
  if (l.From) return `From ${formatDate(l.From)}`;
  if (l.To) return `Until ${formatDate(l.To)}`;
  return 'Always';
}

/** The edit of a list's name and reach on its screen, at its `ver`. */
export function PriceListDetails({
  list,
  isSaving,
  onSave,
}: {
  list: PriceListAnswer;
  isSaving: boolean;
  onSave: (values: PriceListValues, form: UseFormReturn<PriceListValues>) => Promise<void>;
}) {
  const form = useForm<PriceListValues>({ values: valuesOf(list) });
  const submit = form.handleSubmit((v) => onSave(v, form));
  return (
    <Form form={form} onSubmit={(e) => void submit(e)} aria-label="Price list details">
      <Flex direction="column" gap="small">
        <PriceListFields withStatus />
        <Flex justifyContent="flex-end">
          <Button type="submit" isLoading={isSaving}>
            Save details
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}

import { Flex } from '@aws-amplify/ui-react';
import { RECIPIENT_KINDS, type RecipientKind } from '@shared/challans/challan-schemas';
import { useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { SearchCombobox } from '../../../components/combobox/search-combobox';
import { FormCustomerField, FormSelectField, FormTextField } from '../../../components/form';
import { useBoundField } from '../../../components/form/use-bound-field';
import { vendorSearch } from '../api/challan-calls';
import type { ChallanValues } from './challan-values';

const KIND_LABELS: Record<RecipientKind, string> = {
  Customer: 'A customer',
  Vendor: 'A vendor (job worker)',
  Other: 'Someone else (typed)',
};

/** The job worker, searched by name: picking one fills its name and id. */
function VendorField() {
  const { field } = useBoundField<ChallanValues>('ToName');
  const { field: id } = useBoundField<ChallanValues>('ToId');
  const search = useMemo(() => vendorSearch(), []);
  return (
    <SearchCombobox
      label="Vendor"
      text={typeof field.value === 'string' ? field.value : ''}
      onTextChange={field.onChange}
      search={search.search}
      onPick={(option) => {
        const vendor = search.recordOf(option);
        if (!vendor) return;
        field.onChange(vendor.DName);
        id.onChange(vendor._id);
      }}
      inputAttributes={{ name: field.name, onBlur: field.onBlur }}
    />
  );
}

/**
 * Who the goods go to (Rule 55(2)(d)): a customer or vendor on record, whose
 * address and GSTIN the server reads and freezes, or a consignee typed. Goods
 * for another branch go by a transfer order instead (said under the purpose).
 */
export function ChallanRecipient({ form }: { form: UseFormReturn<ChallanValues> }) {
  const kind = useWatch({ control: form.control, name: 'ToKind' });
  return (
    <Flex direction="column" gap="small">
      <FormSelectField<ChallanValues>
        name="ToKind"
        label="Goods go to"
        options={RECIPIENT_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
        onValueChange={() => {
          form.setValue('ToId', '');
          form.setValue('ToName', '');
        }}
      />
      {kind === 'Customer' ? <FormCustomerField<ChallanValues> name="ToName" idName="ToId" label="Customer" /> : null}
      {kind === 'Vendor' ? <VendorField /> : null}
      {kind === 'Other' ? (
        <Flex direction="column" gap="small">
          <FormTextField<ChallanValues> name="ToName" label="Consignee" maxLength={100} />
          <Flex gap="small" wrap="wrap">
            <FormTextField<ChallanValues> name="A1" label="Address" maxLength={200} />
            <FormTextField<ChallanValues> name="Ct" label="City" maxLength={100} />
            <FormTextField<ChallanValues> name="St" label="State" maxLength={100} />
            <FormTextField<ChallanValues> name="Pin" label="PIN" inputMode="numeric" maxLength={6} />
          </Flex>
          <FormTextField<ChallanValues>
            name="GSTIN"
            label="GSTIN (if registered)"
            maxLength={15}
            parse={(t) => t.toUpperCase()}
          />
        </Flex>
      ) : null}
    </Flex>
  );
}

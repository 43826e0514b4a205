import { Grid } from '@aws-amplify/ui-react';
import { currentStates } from '@shared/gst/states';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  FormCheckboxField,
  FormCustomerField,
  FormRadioGroupField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
} from '../../../components/form';
import { useInsurers } from '../api/lookups';
import type { InvoiceForm } from '../utils/invoice-form';

const STATE_OPTIONS = currentStates().map((s) => ({ value: s.StCode, label: `${s.Name} (${s.StCode})` }));

function InsurerPick() {
  const insurers = useInsurers();
  return (
    <FormSelectField<InvoiceForm>
      name="InsId"
      label="Insurer"
      options={(insurers.data ?? []).map((i) => ({ value: i._id, label: i.Name }))}
      placeholder="Select the insurer"
    />
  );
}

/**
 * Who the invoice is for (a customer, or an insurer whose branch GSTIN the server
 * takes from the insurance settings), its date and due date, place of supply
 * (left empty, the recipient's state), reverse charge, series and notes.
 */
export function InvoiceHeaderFields() {
  const { control } = useFormContext<InvoiceForm>();
  const recipient = useWatch({ control, name: 'Recipient' });
  return (
    <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr', large: '1fr 1fr 1fr' }} gap="small">
      <FormRadioGroupField<InvoiceForm>
        name="Recipient"
        label="Invoice to"
        options={[
          { value: 'customer', label: 'Customer' },
          { value: 'insurer', label: 'Insurer' },
        ]}
      />
      {recipient === 'insurer' ? <InsurerPick /> : <FormCustomerField<InvoiceForm> name="CustName" idName="Cust" />}
      <FormTextField<InvoiceForm> name="InvDate" label="Invoice date" type="date" />
      <FormTextField<InvoiceForm>
        name="DueDate"
        label="Due date"
        type="date"
        hint="Left empty: due on the invoice date."
      />
      <FormSelectField<InvoiceForm>
        name="POS"
        label="Place of supply"
        options={STATE_OPTIONS}
        placeholder="The recipient's state"
      />
      <FormTextField<InvoiceForm> name="Series" label="Series" maxLength={5} hint="Left empty: INV." />
      <FormCheckboxField<InvoiceForm> name="RevCharge" label="Reverse charge applies" />
      <FormTextAreaField<InvoiceForm> name="Notes" label="Notes" />
    </Grid>
  );
}

/** Discounts on the whole invoice: on labour, on parts and overall, each an amount or a percent. */
export function DocumentDiscountFields() {
  const asNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));
  return (
    <Grid
      templateColumns={{ base: '1fr 1fr', medium: 'repeat(6, auto)' }}
      gap="small"
      alignItems="end"
      as="fieldset"
      aria-label="Invoice discounts"
    >
      <FormTextField<InvoiceForm> name="LDisc" label="Labour discount" inputMode="decimal" parse={asNumber} />
      <FormCheckboxField<InvoiceForm> name="LPerc" label="as %" />
      <FormTextField<InvoiceForm> name="PDisc" label="Parts discount" inputMode="decimal" parse={asNumber} />
      <FormCheckboxField<InvoiceForm> name="PPerc" label="as %" />
      <FormTextField<InvoiceForm> name="Disc" label="Invoice discount" inputMode="decimal" parse={asNumber} />
      <FormCheckboxField<InvoiceForm> name="Perc" label="as %" />
    </Grid>
  );
}

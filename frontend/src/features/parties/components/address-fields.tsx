import { Flex } from '@aws-amplify/ui-react';
import { currentStates } from '@shared/gst/states';
import { FormSelectField, FormTextField } from '../../../components/form';
import type { PartyFormValues } from '../utils/party-form-values';

// Legacy codes (25, 28) stay valid for old records but are not offered for new addresses.
const STATES = currentStates().map((state) => ({ value: state.Name, label: state.Name }));
type F = PartyFormValues;

/** Billing or shipping address (spec: Attn, A1, A2, Ct, St, Pin, CCode) as a labelled group of the party form. */
export function AddressFields({ which, legend }: { which: 'BAdd' | 'SAdd'; legend: string }) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <Flex direction="column" gap="small">
        <FormTextField<F> name={`${which}.Attn`} label="Attention" />
        <FormTextField<F> name={`${which}.A1`} label="Address line 1" />
        <FormTextField<F> name={`${which}.A2`} label="Address line 2" />
        <Flex wrap="wrap" gap="small">
          <FormTextField<F> name={`${which}.Ct`} label="City" />
          <FormSelectField<F> name={`${which}.St`} label="State" placeholder="Select a state" options={STATES} />
          <FormTextField<F> name={`${which}.Pin`} label="PIN" inputMode="numeric" maxLength={6} />
          <FormTextField<F> name={`${which}.CCode`} label="Country code" maxLength={2} />
        </Flex>
      </Flex>
    </fieldset>
  );
}

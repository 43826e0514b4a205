import { Flex } from '@aws-amplify/ui-react';
import { currentStates } from '@shared/gst/states';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormCityField, FormSelectField, FormTextField } from '../../../components/form';
import type { PartyFormValues } from '../utils/party-form-values';

// Legacy codes (25, 28) stay valid for old records but are not offered for new addresses.
const STATES = currentStates().map((state) => ({ value: state.Name, label: state.Name }));
type F = PartyFormValues;

/** Billing or shipping address (spec: Attn, A1, A2, Ct, St, Pin, CCode) as a labelled group of the party form. */
export function AddressFields({ which, legend }: { which: 'BAdd' | 'SAdd'; legend: string }) {
  const { setValue } = useFormContext<F>();
  // The party keeps the state's name; the city list is per GST state code.
  const stateName = useWatch<F>({ name: `${which}.St` }) as string | undefined;
  const stateCode = currentStates().find((state) => state.Name === stateName)?.StCode;
  return (
    <fieldset>
      <legend>{legend}</legend>
      <Flex direction="column" gap="small">
        <FormTextField<F> name={`${which}.Attn`} label="Attention" />
        <FormTextField<F> name={`${which}.A1`} label="Address line 1" />
        <FormTextField<F> name={`${which}.A2`} label="Address line 2" />
        <Flex wrap="wrap" gap="small">
          <FormSelectField<F>
            name={`${which}.St`}
            label="State"
            placeholder="Select a state"
            options={STATES}
            // A city of the old state no longer fits.
            onValueChange={() => setValue(`${which}.Ct`, '', { shouldDirty: true })}
          />
          <FormCityField<F> name={`${which}.Ct`} stateCode={stateCode} />
          <FormTextField<F> name={`${which}.Pin`} label="PIN" inputMode="numeric" maxLength={6} />
          <FormTextField<F> name={`${which}.CCode`} label="Country code" maxLength={2} />
        </Flex>
      </Flex>
    </fieldset>
  );
}

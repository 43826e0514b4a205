import { Flex, SelectField, TextField } from '@aws-amplify/ui-react';
import { currentStates } from '@shared/gst/states';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { PartyFormValues } from '../utils/party-form-values';

// Legacy codes (25, 28) stay valid for old records but are not offered for new addresses.
const STATES = currentStates();

/** Billing or shipping address (spec: Attn, A1, A2, Ct, St, Pin, CCode) as a labelled group. */
export function AddressFields({
  which,
  legend,
  register,
  errors,
}: {
  which: 'BAdd' | 'SAdd';
  legend: string;
  register: UseFormRegister<PartyFormValues>;
  errors: FieldErrors<PartyFormValues>;
}) {
  const fieldErrors = errors[which];
  const error = (name: keyof PartyFormValues['BAdd']) => ({
    hasError: fieldErrors?.[name] !== undefined,
    errorMessage: fieldErrors?.[name]?.message,
  });
  return (
    <fieldset>
      <legend>{legend}</legend>
      <Flex direction="column" gap="small">
        <TextField label="Attention" {...error('Attn')} {...register(`${which}.Attn`)} />
        <TextField label="Address line 1" {...error('A1')} {...register(`${which}.A1`)} />
        <TextField label="Address line 2" {...error('A2')} {...register(`${which}.A2`)} />
        <Flex wrap="wrap" gap="small">
          <TextField label="City" {...error('Ct')} {...register(`${which}.Ct`)} />
          <SelectField label="State" {...error('St')} {...register(`${which}.St`)}>
            <option value="">Select a state</option>
            {STATES.map((state) => (
              <option key={state.StCode} value={state.Name}>
                {state.Name}
              </option>
            ))}
          </SelectField>
          <TextField label="PIN" inputMode="numeric" maxLength={6} {...error('Pin')} {...register(`${which}.Pin`)} />
          <TextField label="Country code" maxLength={2} {...error('CCode')} {...register(`${which}.CCode`)} />
        </Flex>
      </Flex>
    </fieldset>
  );
}

import { get, useFormState, useWatch, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormTextField } from '../../../components/form';
import { gstinFeedback } from '../../../lib/gstin-feedback';

export type GstinFieldProps<T extends FieldValues> = {
  /** The form value holding the GSTIN. */
  name: FieldPath<T>;
  /** GST state code of the branch address, to check the GSTIN against. */
  stateCode: string | undefined;
};

/**
 * GSTIN input with its check shown inline as the user types. An error the form
 * holds (the schema's on submit, or the server's) wins over the inline check.
 */
export function GstinField<T extends FieldValues>({ name, stateCode }: GstinFieldProps<T>) {
  const value = useWatch<T>({ name }) as string | undefined;
  const { errors } = useFormState<T>({ name });
  const feedback = gstinFeedback(value, stateCode, 'branch');
  const held = get(errors, name) !== undefined;
  return (
    <FormTextField<T>
      name={name}
      label="GSTIN"
      maxLength={15}
      autoComplete="off"
      style={{ textTransform: 'uppercase' }}
      parse={(text) => text.toUpperCase()}
      liveError={feedback?.tone === 'error' ? feedback.message : undefined}
      hint={!held && feedback?.tone === 'success' ? <span role="status">{feedback.message}</span> : undefined}
    />
  );
}

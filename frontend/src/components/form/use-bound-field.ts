import type { ReactNode } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';

/** What every field of the kit takes, whatever its control. */
export type BoundFieldProps<T extends FieldValues> = {
  /** The form value it edits; nested paths ('Address.Pin', 'Branches.0.PIN') included. */
  name: FieldPath<T>;
  label: string;
  /** Help under the label, tied to the control with aria-describedby. */
  hint?: ReactNode;
  /** Marks the label and tells assistive tech; the form's schema is what enforces it. */
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
};

/**
 * One field of the surrounding form (`<Form>` or react-hook-form's FormProvider):
 * its value and handlers, and the error the form holds for it. Errors come from
 * form state only, so they show when the form decides: after a submit (the
 * default mode) or a server refusal, never before the user did anything.
 */
export function useBoundField<T extends FieldValues>(name: FieldPath<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController<T>({ control, name });
  return { field, error: fieldState.error?.message, invalid: fieldState.invalid };
}

/** The one look of a field the user cannot change (form-fields.css). */
export const READ_ONLY_FIELD_CLASS = 'kk-field--read-only';

/** The Amplify field props for a label, hint, required mark, read-only look and error. */
export function frameProps(
  {
    label,
    hint,
    isRequired = false,
    isReadOnly = false,
  }: { label: string; hint?: ReactNode; isRequired?: boolean; isReadOnly?: boolean },
  error: string | undefined,
  invalid: boolean,
) {
  const classes = [
    'kk-field',
    ...(isRequired ? ['kk-field--required'] : []),
    ...(isReadOnly ? [READ_ONLY_FIELD_CLASS] : []),
  ];
  return {
    label,
    descriptiveText: hint,
    isRequired,
    // A required field's label carries a mark drawn by CSS, so the accessible name stays the label alone.
    className: classes.join(' '),
    hasError: invalid,
    // A refused value without words (a server error the form could not place) still shows the field as wrong.
    errorMessage: error,
  };
}

import { TextField } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import './form-fields.css';
import { READ_ONLY_FIELD_CLASS } from './use-bound-field';

export type ReadOnlyFieldProps = {
  label: string;
  /** What the field shows; nothing yet (a form still filling in) shows as empty, never as an uncontrolled input. */
  value: string | number | undefined;
  hint?: ReactNode;
};

/**
 * A value shown beside a form's fields that the user cannot change there (a
 * derived code, a name set elsewhere): the kit's one read-only look, so it never
 * passes for an editable field.
 */
export function ReadOnlyField({ label, value, hint }: ReadOnlyFieldProps) {
  return (
    <TextField
      label={label}
      value={value ?? ''}
      descriptiveText={hint}
      isReadOnly
      className={`kk-field ${READ_ONLY_FIELD_CLASS}`}
    />
  );
}

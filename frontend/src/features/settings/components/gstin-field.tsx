import { TextField } from '@aws-amplify/ui-react';
import type { ChangeEventHandler, FocusEventHandler } from 'react';
import { gstinFeedback } from '../../../lib/gstin-feedback';

export type GstinFieldProps = {
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** GST state code of the branch address, to check the GSTIN against. */
  stateCode: string | undefined;
  /** An error the form or the server put on the field; it wins over the inline check. */
  error?: string | undefined;
};

/** GSTIN input with its check shown inline as the user types. */
export function GstinField({ value, onChange, onBlur, stateCode, error }: GstinFieldProps) {
  const feedback = gstinFeedback(value, stateCode, 'branch');
  const message = error ?? (feedback?.tone === 'error' ? feedback.message : undefined);
  return (
    <TextField
      label="GSTIN"
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      maxLength={15}
      autoComplete="off"
      style={{ textTransform: 'uppercase' }}
      hasError={message !== undefined}
      errorMessage={message}
      descriptiveText={message === undefined && feedback?.tone === 'success' ? <span role="status">{feedback.message}</span> : undefined}
    />
  );
}

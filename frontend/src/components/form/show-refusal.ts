import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toClientError } from '../../lib/api-error';
import { notifyError } from '../toast/toast-store';
import { setServerFieldErrors } from './set-server-field-errors';

/**
 * A refused save: what names a field shows there (and what no field holds goes
 * to `showAbove`, over the lines); a refusal that names no field is a toast.
 */
export function showRefusal<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  showAbove: (message: string | undefined) => void,
): void {
  if ((toClientError(error).errors ?? []).length === 0) return void notifyError(error);
  const unplaced = setServerFieldErrors(form, error);
  if (unplaced.length > 0) showAbove(unplaced[0]?.message);
}

import { Messages } from '@shared/api/messages';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { setServerFieldErrors } from '../../../components/form';
import { notifyError } from '../../../components/toast/toast-store';
import { toClientError } from '../../../lib/api-error';

/**
 * A refused save of a catalogue record: a code or name already taken (409 with
 * the server's own words) goes under the field that must be unique; field errors
 * go under their fields; anything else, a lost `ver` race included, is the app's
 * toast (409 → the conflict toast with Refresh).
 */
export function showSaveError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>,
  error: unknown,
  uniqueField?: FieldPath<T>,
): void {
  const failure = toClientError(error);
  if (failure.code === 409 && uniqueField && failure.detail && failure.detail !== Messages.conflict) {
    form.setError(uniqueField, { type: 'server', message: failure.detail }, { shouldFocus: true });
    return;
  }
  const unplaced = setServerFieldErrors(form, error);
  if ((failure.errors?.length ?? 0) > 0 && unplaced.length === 0) return;
  notifyError(error);
}

/** Mutations whose screen words the failure itself (showSaveError), so the app does not toast it twice. */
export const SILENT = { silent: true } as const;

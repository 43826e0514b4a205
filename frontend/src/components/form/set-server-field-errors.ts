import type { FieldError } from '@shared/api/errors';
import { get, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { toClientError } from '../../lib/api-error';

/** Maps a path of the request body to the form field that holds it; undefined when no field does. */
export type ServerPathToField = (serverPath: string, values: FieldValues) => string | undefined;

/**
 * The form field a server path names: the path itself, or the longest tail of
 * it that is a value of the form. The body often wraps the form's values
 * ('Common.Tax.GSTIN' is the form's 'Tax.GSTIN'; 'Ins.ExpDt' is 'ExpDt'), while
 * list items keep their index ('Branches.0.PIN').
 */
export function fieldOfServerPath(values: FieldValues, serverPath: string): string | undefined {
  const parts = serverPath.split('.').filter((part) => part !== '');
  for (let start = 0; start < parts.length; start += 1) {
    const candidate = parts.slice(start).join('.');
    if (get(values, candidate) !== undefined) return candidate;
  }
  return undefined;
}

/**
 * Puts the field errors of a refused save (spec platform §8: `errors: [{ path, message }]`)
 * on the form's fields, nested paths included, and moves focus to the first.
 * Returns the errors no field could show, for the caller's toast.
 */
export function setServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>,
  error: unknown,
  fieldOf: ServerPathToField = (path, values) => fieldOfServerPath(values, path),
): FieldError[] {
  const values = form.getValues();
  const unplaced: FieldError[] = [];
  let first = true;
  for (const fieldError of toClientError(error).errors ?? []) {
    const field = fieldOf(fieldError.path, values);
    if (field === undefined) {
      unplaced.push(fieldError);
      continue;
    }
    form.setError(field as FieldPath<T>, { type: 'server', message: fieldError.message }, { shouldFocus: first });
    first = false;
  }
  return unplaced;
}

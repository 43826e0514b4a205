import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toClientError } from './api-error';

/**
 * The optional texts of a form that hold something, trimmed: blank ones are
 * left out of the request rather than stored empty.
 */
export function filledTexts(texts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts)
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value !== ''),
  );
}

/**
 * Puts the field errors of a refused save (spec §8 `errors: [{ path, message }]`)
 * on the form's own fields; errors about anything else stay with the toast.
 */
export function setServerFieldErrors<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>, error: unknown): void {
  const fields = new Set(Object.keys(form.getValues()));
  for (const { path, message } of toClientError(error).errors ?? []) {
    if (fields.has(path)) form.setError(path as Path<T>, { type: 'server', message });
  }
}

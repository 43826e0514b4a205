import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { sameContent } from './same-content';

/**
 * Whether a form holds a change worth saving: what it would send differs from
 * what it would have sent as it started (or as it was last reset).
 *
 * react-hook-form's own `isDirty` compares the raw values, so a key that a cell
 * adds with no value (a blank number cell registers `undefined`: a customer-paid
 * line's "Assessed") counts as an edit, and a saved document opens as if it had
 * unsaved changes, its actions disabled (docs/service-screens.md 'Unsaved changes').
 * Comparing the bodies also lets a user who types a value back see the document
 * as unchanged again.
 *
 * The form is watched through a subscription, so the editor re-renders only when
 * the answer flips, not on every keystroke in a line.
 */
export function useFormChanges<T extends FieldValues>(form: UseFormReturn<T>, toBody: (values: T) => unknown): boolean {
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    const decide = (values: T, defaults: unknown): void =>
      setChanged(!sameContent(toBody(values), toBody(defaults as T)));
    decide(form.getValues(), form.formState.defaultValues);
    return form.subscribe({
      formState: { values: true, defaultValues: true },
      callback: ({ values, defaultValues }) => decide(values, defaultValues),
    });
  }, [form, toBody]);
  return changed;
}

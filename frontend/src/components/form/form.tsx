import type { FormEventHandler, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';

export type FormProps<T extends FieldValues, C = unknown, O extends FieldValues = T> = {
  form: UseFormReturn<T, C, O>;
  /** Usually `form.handleSubmit(...)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The accessible name of the form, when the page has more than one. */
  'aria-label'?: string;
  className?: string;
  children: ReactNode;
};

/**
 * A form whose kit fields find their values and errors without props. The
 * browser's own validation is off: the form's schema decides, in people's words.
 */
export function Form<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  form,
  onSubmit,
  children,
  ...rest
}: FormProps<T, C, O>) {
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate {...rest}>
        {children}
      </form>
    </FormProvider>
  );
}

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ClientError } from '../../lib/api-error';
import {
  Form,
  FormCheckboxField,
  FormSelectField,
  FormSwitchField,
  FormTextAreaField,
  FormTextField,
  formResolver,
  setServerFieldErrors,
} from '.';

afterEach(cleanup);

const schema = z.object({
  Name: z.string().trim().min(1).max(10),
  Notes: z.string(),
  Size: z.string(),
  Active: z.boolean(),
  Tax: z.boolean(),
  Common: z.object({ GSTIN: z.string() }),
  Branches: z.array(z.object({ PIN: z.string() })),
});
type Values = z.infer<typeof schema>;

const start: Values = {
  Name: '',
  Notes: '',
  Size: 'A4',
  Active: false,
  Tax: true,
  Common: { GSTIN: '' },
  Branches: [{ PIN: '' }, { PIN: '' }],
};

let serverError: ClientError | undefined;

function Sample({ disabled = false }: { disabled?: boolean }) {
  const form = useForm<Values>({ resolver: formResolver(schema), defaultValues: start });
  const submit = form.handleSubmit(() => {
    if (serverError) setServerFieldErrors(form, serverError);
  });
  return (
    <Form form={form} onSubmit={submit} aria-label="Sample">
      <FormTextField<Values> name="Name" label="Name" hint="As printed on invoices." isRequired isDisabled={disabled} />
      <FormTextAreaField<Values> name="Notes" label="Notes" />
      <FormSelectField<Values>
        name="Size"
        label="Paper size"
        options={[
          { value: 'A4', label: 'A4' },
          { value: 'A5', label: 'A5' },
        ]}
        isDisabled={disabled}
      />
      <FormCheckboxField<Values> name="Active" label="Active" />
      <FormSwitchField<Values> name="Tax" label="Charge GST" />
      <FormTextField<Values> name="Common.GSTIN" label="GSTIN" />
      <FormTextField<Values> name="Branches.0.PIN" label="PIN of branch 1" />
      <FormTextField<Values> name="Branches.1.PIN" label="PIN of branch 2" />
      <button type="submit">Save</button>
    </Form>
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('form field kit', () => {
  it('shows no error before the user did anything, and the error from form state after a submit', async () => {
    serverError = undefined;
    render(<Sample />);
    expect(screen.queryByText('This Field Is Required.')).toBeNull();
    expect(input('Name').getAttribute('aria-invalid')).not.toBe('true');
    save();
    expect(await screen.findByText('This Field Is Required.')).toBeTruthy();
    expect(input('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it("says in people's words what a rule without its own message refused", async () => {
    serverError = undefined;
    render(<Sample />);
    fireEvent.change(input('Name'), { target: { value: 'x'.repeat(11) } });
    save();
    expect(await screen.findByText('Use at most 10 characters.')).toBeTruthy();
    expect(screen.queryByText(/Too big/)).toBeNull();
  });

  it('ties the hint and the error to the control with aria-describedby', async () => {
    serverError = undefined;
    render(<Sample />);
    const name = input('Name');
    const describedBy = () =>
      (name.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(describedBy()).toEqual(['As printed on invoices.']);
    save();
    await screen.findByText('This Field Is Required.');
    expect(describedBy()).toEqual(['This Field Is Required.', 'As printed on invoices.']);
  });

  it('marks a required field on its label and its control, not in its name', () => {
    render(<Sample />);
    const name = input('Name');
    expect(name.required).toBe(true);
    expect(name.closest('.kk-field')?.classList.contains('kk-field--required')).toBe(true);
    expect(input('Notes').closest('.kk-field')?.classList.contains('kk-field--required')).toBe(false);
  });

  it('disables a field when told', () => {
    render(<Sample disabled />);
    expect(input('Name').disabled).toBe(true);
    expect((screen.getByLabelText('Paper size') as HTMLSelectElement).disabled).toBe(true);
    expect(input('Notes').disabled).toBe(false);
  });

  it('binds selects, checkboxes and switches to the form values', () => {
    render(<Sample />);
    expect((screen.getByLabelText('Paper size') as HTMLSelectElement).value).toBe('A4');
    expect(input('Active').checked).toBe(false);
    expect(input('Charge GST').checked).toBe(true);
    fireEvent.click(input('Active'));
    expect(input('Active').checked).toBe(true);
  });

  it('puts server field errors on nested fields and list items, and focuses the first', async () => {
    serverError = new ClientError(400, 'Some fields are not valid.', 400, [
      { path: 'Common.GSTIN', message: 'The GSTIN is for another state.' },
      { path: 'Branches.1.PIN', message: 'Enter a 6-digit PIN code.' },
    ]);
    render(<Sample />);
    fireEvent.change(input('Name'), { target: { value: 'Ravi' } });
    save();
    expect(await screen.findByText('The GSTIN is for another state.')).toBeTruthy();
    expect(input('GSTIN').getAttribute('aria-invalid')).toBe('true');
    expect(input('PIN of branch 2').getAttribute('aria-invalid')).toBe('true');
    expect(input('PIN of branch 1').getAttribute('aria-invalid')).not.toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(input('GSTIN')));
  });
});

describe('setServerFieldErrors', () => {
  const form = (values: Record<string, unknown>) => {
    const set: Record<string, string | undefined> = {};
    return {
      set,
      api: {
        getValues: () => values,
        setError: (name: string, error: { message?: string }) => void (set[name] = error.message),
      },
    };
  };

  it('finds the field under the section name the body wraps it in', () => {
    const { set, api } = form({ Tax: { GSTIN: '', SAC: '' }, Address: { Pin: '' } });
    const unplaced = setServerFieldErrors(
      api as never,
      new ClientError(400, 'x', 400, [
        { path: 'Common.Tax.SAC', message: 'Wrong SAC.' },
        { path: 'Address.Pin', message: 'Wrong PIN.' },
        { path: 'Logo', message: 'Elsewhere.' },
      ]),
    );
    expect(set).toEqual({ 'Tax.SAC': 'Wrong SAC.', 'Address.Pin': 'Wrong PIN.' });
    expect(unplaced).toEqual([{ path: 'Logo', message: 'Elsewhere.' }]);
  });

  it('takes a mapping for bodies shaped unlike the form', () => {
    const { set, api } = form({ BAdd: { Pin: '' } });
    setServerFieldErrors(
      api as never,
      new ClientError(400, 'x', 400, [{ path: 'SAdd.Pin', message: 'Wrong PIN.' }]),
      (path) => path.replace('SAdd', 'BAdd'),
    );
    expect(set).toEqual({ 'BAdd.Pin': 'Wrong PIN.' });
  });
});

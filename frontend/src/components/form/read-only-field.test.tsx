import { cleanup, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { injectStyles } from '../testing/inject-styles';
import { Form, FormTextField, ReadOnlyField } from '.';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Sample() {
  const form = useForm<{ Name: string; Code: string }>({ defaultValues: { Name: 'Anita', Code: '29' } });
  return (
    <Form form={form} onSubmit={() => undefined} aria-label="Sample">
      <FormTextField<{ Name: string; Code: string }> name="Name" label="Name" />
      <FormTextField<{ Name: string; Code: string }> name="Code" label="Code" isReadOnly />
      <ReadOnlyField label="GST state code" value="29" hint="Derived from the state." />
    </Form>
  );
}

describe('read-only fields', () => {
  it('look unlike an editable field, the same whether bound to the form or not', () => {
    const remove = injectStyles('frontend/src/components/form/form-fields.css');
    render(<Sample />);
    const editable = getComputedStyle(screen.getByLabelText('Name'));
    for (const label of ['Code', 'GST state code']) {
      const input = screen.getByLabelText(label) as HTMLInputElement;
      expect(input.readOnly).toBe(true);
      const look = getComputedStyle(input);
      expect(look.borderColor).toBe('rgba(0, 0, 0, 0)');
      expect(look.borderColor).not.toBe(editable.borderColor);
    }
    remove();
  });

  it('shows a value that arrives later without React calling the input uncontrolled', () => {
    const consoleError = vi.spyOn(console, 'error');
    const { rerender } = render(<ReadOnlyField label="GST state code" value={undefined} />);
    rerender(<ReadOnlyField label="GST state code" value="29" />);
    expect((screen.getByLabelText('GST state code') as HTMLInputElement).value).toBe('29');
    expect(consoleError).not.toHaveBeenCalled();
  });
});

import { gstinCheckChar } from '@shared/gst/gstin';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { Form } from '../../../components/form';
import { GstinField } from './gstin-field';
import { gstinFeedback } from '../../../lib/gstin-feedback';

afterEach(cleanup);

const withCheck = (first14: string): string => `${first14}${gstinCheckChar(first14)}`;
/** A Karnataka (29) GSTIN with a correct check character. */
const KARNATAKA = withCheck('29ABCDE1234F1Z');
const wrongCheck = (gstin: string): string => `${gstin.slice(0, 14)}${gstin.endsWith('0') ? '1' : '0'}`;

function Harness({
  stateCode,
  value = '',
  serverError,
}: {
  stateCode: string | undefined;
  value?: string;
  serverError?: string;
}) {
  const form = useForm<{ GSTIN: string }>({ defaultValues: { GSTIN: value } });
  useEffect(() => {
    if (serverError) form.setError('GSTIN', { type: 'server', message: serverError });
  }, [form, serverError]);
  return (
    <Form form={form} onSubmit={(event) => event.preventDefault()}>
      <GstinField<{ GSTIN: string }> name="GSTIN" stateCode={stateCode} />
    </Form>
  );
}

describe('GSTIN inline feedback (company profile)', () => {
  it('says nothing for an empty field, or one whose value has not arrived yet', () => {
    expect(gstinFeedback('', '29', 'branch')).toBeUndefined();
    expect(gstinFeedback(undefined, '29', 'branch')).toBeUndefined();
  });

  it('confirms a valid GSTIN of the branch state as it is typed', () => {
    render(<Harness stateCode="29" />);
    fireEvent.change(screen.getByLabelText('GSTIN'), { target: { value: KARNATAKA.toLowerCase() } });
    expect(screen.getByRole('status').textContent).toBe('Valid GSTIN of Karnataka (29).');
    expect(screen.getByLabelText('GSTIN').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('flags a wrong check character', () => {
    render(<Harness stateCode="29" />);
    fireEvent.change(screen.getByLabelText('GSTIN'), { target: { value: wrongCheck(KARNATAKA) } });
    expect(screen.getByText('The GSTIN check character is wrong. Please check the number.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('flags an incomplete GSTIN and an unknown state code', () => {
    expect(gstinFeedback('29ABCDE1234', '29', 'branch')).toEqual({
      tone: 'error',
      message: 'Enter a valid 15-character GSTIN.',
    });
    expect(gstinFeedback(withCheck('00ABCDE1234F1Z'), '29', 'branch')).toEqual({
      tone: 'error',
      message: 'The GSTIN does not start with a valid GST state code.',
    });
  });

  it('flags a GSTIN of another state than the branch address', () => {
    render(<Harness stateCode="27" />);
    fireEvent.change(screen.getByLabelText('GSTIN'), { target: { value: KARNATAKA } });
    expect(
      screen.getByText('The GSTIN belongs to state code 29, but the branch address is in state code 27.'),
    ).toBeTruthy();
  });

  it('lets a server error on the field win over the inline check', async () => {
    render(<Harness value={KARNATAKA} stateCode="29" serverError="This GSTIN is already used by another branch." />);
    expect(await screen.findByText('This GSTIN is already used by another branch.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

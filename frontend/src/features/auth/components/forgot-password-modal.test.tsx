import { Messages } from '@shared/api/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServerOfFile, inTurn } from '../../../components/testing/fake-server';
import { jsonResponse } from '../../../components/testing/fixtures';
import { renderWithProviders } from '../../../components/testing/render';
import { ForgotPasswordModal } from './forgot-password-modal';

const fake = fakeServerOfFile();
const bodyOf = (index: number) => fake.sent[index]?.body;
const pathOf = (index: number) => fake.sent[index]?.path;

describe('ForgotPasswordModal (spec platform §2, §5 Forgot password)', () => {
  it('requires the e-mail or the 10-digit phone, whichever is chosen', async () => {
    renderWithProviders(<ForgotPasswordModal open onClose={vi.fn()} hostDomain="demo" />);
    fireEvent.change(screen.getByLabelText(/E-mail address/), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Phone'));
    expect(screen.queryByLabelText(/E-mail address/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: '98765' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a 10-digit phone number.')).toBeTruthy();
    expect(fake.sent).toEqual([]);
  });

  it('sends the code, verifies it, sets the new password and closes with a notice', async () => {
    fake.server = inTurn(
      jsonResponse(200, { message: Messages.otpSent, ResendAfterSec: 30 }),
      jsonResponse(200, { ResetToken: 'reset-1' }),
      jsonResponse(200, { message: Messages.passwordReset }),
    );
    const onClose = vi.fn();
    renderWithProviders(<ForgotPasswordModal open onClose={onClose} hostDomain={undefined} initialDomain="demo" />);
    fireEvent.change(screen.getByLabelText(/E-mail address/), { target: { value: 'asha@example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    const resend = await screen.findByRole('button', { name: /Resend OTP \(\d+ s\)/ });
    expect(resend.hasAttribute('disabled')).toBe(true);
    expect(pathOf(0)).toBe('IAM/Auth/ForgotPassword/RequestOtp');
    expect(bodyOf(0)).toEqual({ domain: 'demo', Email: 'asha@example.in' });

    fireEvent.change(screen.getByLabelText(/OTP/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const confirm = await screen.findByLabelText(/Confirm password/);
    expect(bodyOf(1)).toEqual({ domain: 'demo', Email: 'asha@example.in', Otp: '123456' });

    fireEvent.change(screen.getByLabelText(/New password/), { target: { value: 'new-password-1' } });
    fireEvent.change(confirm, { target: { value: 'new-password-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(Messages.confirmPasswordMismatch)).toBeTruthy();
    expect(fake.sent).toHaveLength(2);

    fireEvent.change(confirm, { target: { value: 'new-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(bodyOf(2)).toEqual({ ResetToken: 'reset-1', NewPassword: 'new-password-1' });
    expect(screen.getByText(Messages.passwordReset)).toBeTruthy();
  });

  it('goes back from the code to the choice', async () => {
    fake.server = inTurn(jsonResponse(200, { message: Messages.otpSent, ResendAfterSec: 30 }));
    renderWithProviders(<ForgotPasswordModal open onClose={vi.fn()} hostDomain="demo" />);
    fireEvent.click(screen.getByLabelText('Phone'));
    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Send' })).toBeTruthy();
    expect(bodyOf(0)).toEqual({ domain: 'demo', Phone: '9876543210' });
  });
});

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AppointmentMessages } from '@shared/appointments/appointment-messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../components/testing/fake-server';
import { jsonResponse } from '../../components/testing/fixtures';
import { renderWithProviders } from '../../components/testing/render';
import { PublicBooking, PublicBookingTexts } from './public-booking';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'eyJvcmciOiJvcmctMSIsImVudCI6ImVudC0xIn0.c2lnbmF0dXJl';
const SLOTS = {
  Branch: 'Demo Motors Pune',
  SlotMin: 30,
  Days: [
    { Date: '2026-11-30', Times: ['09:00', '09:30'] },
    { Date: '2026-12-01', Times: ['11:00'] },
  ],
};

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/book/{token}: the branch booking page, without logging in', () => {
  it('shows the free times, books one with name, phone, vehicle and wish, and gives the reference', async () => {
    const sent: Sent[] = stubServer((call) =>
      call.method === 'GET'
        ? jsonResponse(200, SLOTS)
        : jsonResponse(200, { Ref: 'K7Q2ZX', Date: '2026-12-01', Time: '11:00', Branch: 'Demo Motors Pune' }),
    );
    renderWithProviders(<PublicBooking token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'Book a service at Demo Motors Pune' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Mon 30 Nov 2026' })).toBeTruthy();
    fill('Your name', 'Meera Iyer');
    fill('Phone', '98765 43210');
    fill('Vehicle number', 'ka 01 ab 1234');
    fill(/What does the vehicle need/, 'Periodic service');
    fireEvent.click(screen.getByRole('radio', { name: '11:00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Demo Motors Pune expects you on 1 Dec 2026 at 11:00. Your booking reference is K7Q2ZX.',
    );
    expect(sent[1]).toEqual(
      expect.objectContaining({
        method: 'POST',
        path: `Public/Booking/${TOKEN}`,
        body: {
          Name: 'Meera Iyer',
          Phone: '98765 43210',
          RegNo: 'ka 01 ab 1234',
          Wish: 'Periodic service',
          Date: '2026-12-01',
          Time: '11:00',
        },
      }),
    );
    for (const call of vi.mocked(fetch).mock.calls)
      expect(new Headers(call[1]?.headers).get('Authorization')).toBeNull();
  });

  it('without a time nothing is sent; a slot taken meanwhile shows the server words and the times again', async () => {
    const sent = stubServer((call) =>
      call.method === 'GET'
        ? jsonResponse(200, SLOTS)
        : jsonResponse(409, { errorCode: 409, message: AppointmentMessages.slotTaken }),
    );
    renderWithProviders(<PublicBooking token={TOKEN} />);
    await screen.findByRole('heading', { name: /Book a service/ });
    fill('Your name', 'Meera');
    fill('Phone', '9876543210');
    fill('Vehicle number', 'KA01AB1234');
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PublicBookingTexts.chooseTime);
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: '09:00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect((await screen.findByRole('alert')).textContent).toBe(AppointmentMessages.slotTaken);
    await waitFor(() => expect(sent.filter((s) => s.method === 'GET')).toHaveLength(2));
  });

  it("a refused link: the server's words and no form", async () => {
    stubServer(() => jsonResponse(401, { errorCode: 401, message: AppointmentMessages.linkExpired }));
    renderWithProviders(<PublicBooking token={TOKEN} />);
    expect((await screen.findByRole('alert')).textContent).toBe(AppointmentMessages.linkExpired);
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('/book/{token}?RegNo=: the link of a reminder', () => {
  it("prefills the vehicle's number", async () => {
    stubServer(() => jsonResponse(200, SLOTS));
    renderWithProviders(<PublicBooking token={TOKEN} regNo="KA01AB1234" />);
    await screen.findByRole('heading', { name: 'Book a service at Demo Motors Pune' });
    expect((screen.getByLabelText('Vehicle number') as HTMLInputElement).value).toBe('KA01AB1234');
  });
});

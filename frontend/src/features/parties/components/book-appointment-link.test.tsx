import type { AccessContext } from '@shared/access/access-model';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { loginAnswer } from '../../../components/testing/fixtures';
import { BookAppointmentLink } from './book-appointment-link';

afterEach(cleanup);

const ctxWith = (Appt: string | undefined, apptFeature?: boolean): AccessContext => {
  const session = loginAnswer({
    access: {
      SA: false,
      EA: false,
      Common: { Customer: 'CRU' },
      Service: { Access: true, MA: false, ...(Appt ? { Appt } : {}) },
    },
  });
  const config = {
    ...session.Entity.Config,
    Service: { Access: true, ...(apptFeature === undefined ? {} : { Features: { Appt: apptFeature } }) },
  };
  return { access: session.Access, config, user: session.User } as AccessContext;
};

const show = (ctx: AccessContext) =>
  render(
    <MemoryRouter>
      <BookAppointmentLink ctx={ctx} query={{ Cust: 'C1' }} />
    </MemoryRouter>,
  );

describe('Book appointment on a customer or vehicle screen', () => {
  it('opens the booking screen with the customer chosen, for a user who may book', () => {
    show(ctxWith('CRU'));
    expect(screen.getByRole('link', { name: 'Book appointment' }).getAttribute('href')).toBe(
      '/Appointments/service/New?Cust=C1',
    );
  });

  it('is not there without Appt C, or in a branch with appointments switched off', () => {
    show(ctxWith('R'));
    expect(screen.queryByRole('link', { name: 'Book appointment' })).toBeNull();
    cleanup();
    show(ctxWith('CRU', false));
    expect(screen.queryByRole('link', { name: 'Book appointment' })).toBeNull();
  });
});

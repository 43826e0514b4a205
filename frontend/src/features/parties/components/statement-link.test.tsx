import type { AccessContext } from '@shared/access/access-model';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { loginAnswer } from '../../../components/testing/fixtures';
import { StatementLink } from './statement-link';

afterEach(cleanup);

const ctxWith = (reports: { Access: boolean; MA: boolean } | undefined): AccessContext => {
  const session = loginAnswer({
    access: { SA: false, EA: false, Common: { Customer: 'R', Vendor: 'R' }, ...(reports ? { Reports: reports } : {}) },
  });
  return { access: session.Access, config: session.Entity.Config, user: session.User } as AccessContext;
};

const show = (ctx: AccessContext) =>
  render(
    <MemoryRouter>
      <StatementLink ctx={ctx} kind="customer" id="C1" />
      <StatementLink ctx={ctx} kind="vendor" id="V1" />
    </MemoryRouter>,
  );

describe('Statement on a customer’s or vendor’s screen (docs/books.md §6.10)', () => {
  it('opens their statement for whoever holds the reports', () => {
    show(ctxWith({ Access: true, MA: true }));
    expect(screen.getAllByRole('link', { name: 'Statement' }).map((a) => a.getAttribute('href'))).toEqual([
      '/reports/customerstatement?Party=C%23C1',
      '/reports/vendorstatement?VendId=V1',
    ]);
  });

  it('is not offered without the reports', () => {
    show(ctxWith(undefined));
    expect(screen.queryByRole('link', { name: 'Statement' })).toBeNull();
  });
});

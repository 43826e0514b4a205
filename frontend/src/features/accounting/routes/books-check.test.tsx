import { booksCheck, BooksCheckMessages as M } from '@shared/books/books-check';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../components/testing/render';
import { accountantSession, ok, SLOW, stubServer } from '../testing/accounting-test-kit';
import { accountingScreens } from './screens';

const renderCheck = () =>
  renderRoutes(
    [{ path: '/Accounting/BooksCheck', Component: accountingScreens.booksCheck.Component }],
    '/Accounting/BooksCheck',
    accountantSession(),
  );

/** Accounting/BooksCheck (docs/books.md §6.8) against the fake server: green when all agree, red with the why. */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const AGREE = booksCheck(
  {
    debitsP: 123_456_789,
    creditsP: 123_456_789,
    ledgerStockP: 123_456_789,
    inventoryStockP: 123_456_789,
    ledgerReceivablesP: 250_000,
    customersDueP: 200_000,
    insurersDueP: 80_000,
    creditsOnAccountP: 30_000,
  },
  '2026-11-28',
);

describe('Accounting/BooksCheck', () => {
  it('shows each check green with its figures in ₹, Indian grouping', async () => {
    stubServer(({ path }) => (path === 'Accounting/Reports/BooksCheck' ? ok(AGREE) : undefined));
    renderCheck();
    expect(await screen.findByText(new RegExp(M.allGood), undefined, SLOW)).toBeTruthy();
    const stock = screen.getByTestId('books-check-Stock');
    expect(within(stock).getByText('Agrees')).toBeTruthy();
    expect(within(stock).getAllByText('₹12,34,567.89')).toHaveLength(2);
    const receivables = screen.getByTestId('books-check-Receivables');
    expect(within(receivables).getByText('· Due from insurers')).toBeTruthy();
    expect(within(receivables).getByText('₹800.00')).toBeTruthy();
  });

  it('marks a difference red with the difference and the sentence that says why', async () => {
    const differs = booksCheck(
      {
        debitsP: 10_000,
        creditsP: 10_000,
        ledgerStockP: 90_000,
        inventoryStockP: 1_00_000,
        ledgerReceivablesP: 0,
        customersDueP: 0,
        insurersDueP: 0,
        creditsOnAccountP: 0,
      },
      '2026-11-28',
    );
    let reads = 0;
    stubServer(({ path }) => {
      if (path !== 'Accounting/Reports/BooksCheck') return undefined;
      reads += 1;
      return ok(differs);
    });
    renderCheck();
    expect(await screen.findByText(new RegExp(M.someDiffer), undefined, SLOW)).toBeTruthy();
    const stock = screen.getByTestId('books-check-Stock');
    expect(within(stock).getByText('Differs')).toBeTruthy();
    expect(within(stock).getByText('-₹100.00')).toBeTruthy();
    expect(within(stock).getByText(M.stockDiffers(-10_000))).toBeTruthy();
    expect(within(screen.getByTestId('books-check-TrialBalance')).getByText('Agrees')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await vi.waitFor(() => expect(reads).toBe(2));
  });
});

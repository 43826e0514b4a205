import type { UserAndEntity } from '@shared/api/routes/iam';
import { SEED_ACCOUNTS } from '@shared/books/chart';
import { TallyMessages } from '@shared/books/tally-messages';
import type { TallyAnswer } from '@shared/books/tally-schemas';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../components/testing/render';
import { accountingScreens } from '../../routes/screens';
import { accountantSession, ok, refuse, SLOW, stubServer } from '../../testing/accounting-test-kit';

/**
 * Accounting/TallyExport (docs/books.md §10) against the fake server: the
 * pages read one after another with the progress shown, the file built from
 * all of them and handed to the download, a period across two financial
 * years refused before asking, an empty period and a refusal said plainly.
 */
const saved = vi.hoisted(() => ({ saveFile: vi.fn() }));
vi.mock('../../../../lib/save-file', () => saved);

const voucher = (n: number, Date: string): TallyAnswer['Vouchers'][number] => ({
  Date,
  Kind: 'Invoice',
  DocId: `D${n}`,
  Num: `INV/${n}`,
  Step: 'P',
  Party: 'C#asha',
  Lines: [
    { Acc: 1200, DrP: 1_18_000, CrP: 0 },
    { Acc: 4000, DrP: 0, CrP: 1_00_000 },
    { Acc: 2100, DrP: 0, CrP: 9_000 },
    { Acc: 2110, DrP: 0, CrP: 9_000 },
  ],
});
const FIRST: TallyAnswer = {
  From: '2026-04-01',
  To: '2026-11-28',
  Company: 'Sharma Motors & Sons',
  Accounts: SEED_ACCOUNTS.map(({ Code, Name, Group }) => ({ Code, Name, Group })),
  Parties: [{ Key: 'C#asha', Name: 'Asha Rao', GSTIN: '29ABCDE1234F1Z5', State: 'Karnataka' }],
  Vouchers: [voucher(1, '2026-04-02'), voucher(2, '2026-05-10')],
  Read: 2,
  Month: '2026-05',
  Next: 'page-2',
};
const SECOND: TallyAnswer = {
  From: '2026-04-01',
  To: '2026-11-28',
  Parties: [{ Key: 'C#asha', Name: 'Asha Rao' }],
  Vouchers: [voucher(3, '2026-11-20')],
  Read: 3,
  Month: '2026-11',
};

function renderExport(at: string, session: UserAndEntity = accountantSession()) {
  return renderRoutes(
    [{ path: '/Accounting/TallyExport', Component: accountingScreens.tallyExport.Component }],
    at,
    session,
  );
}

afterEach(() => {
  cleanup();
  saved.saveFile.mockReset();
  vi.unstubAllGlobals();
});

describe('Accounting/TallyExport', () => {
  it('reads the pages in turn, then downloads one file with every voucher after the ledgers', async () => {
    const sent = stubServer(({ path, query }) =>
      path === 'Accounting/Reports/Tally' ? ok(query.Cursor === 'page-2' ? SECOND : FIRST) : undefined,
    );
    renderExport('/Accounting/TallyExport?From=2026-04-01&To=2026-11-28');
    const form = await screen.findByRole('form', { name: 'Tally export' }, SLOW);
    expect((within(form).getByLabelText('From') as HTMLInputElement).value).toBe('2026-04-01');
    fireEvent.click(within(form).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(/^Downloaded 3 vouchers \(\d+ KB\)\.$/, {}, SLOW)).toBeTruthy();
    expect(sent.map((s) => s.query)).toEqual([
      { From: '2026-04-01', To: '2026-11-28' },
      { From: '2026-04-01', To: '2026-11-28', Cursor: 'page-2' },
    ]);
    expect(saved.saveFile).toHaveBeenCalledTimes(1);
    const [blob, name] = saved.saveFile.mock.calls[0] as [Blob, string];
    expect(name).toBe('Tally-2026-04-01-to-2026-11-28.xml');
    const doc = new DOMParser().parseFromString(await blob.text(), 'application/xml');
    expect(doc.getElementsByTagName('SVCURRENTCOMPANY')[0]?.textContent).toBe('Sharma Motors & Sons');
    expect(Array.from(doc.getElementsByTagName('VOUCHERNUMBER')).map((v) => v.textContent)).toEqual([
      'INV/1',
      'INV/2',
      'INV/3',
    ]);
    expect(doc.querySelectorAll('LEDGER[NAME="Asha Rao"]')).toHaveLength(1);
  });

  it('shows how far the reading has come while it builds', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    stubServer(({ path, query }) => (path === 'Accounting/Reports/Tally' && !query.Cursor ? ok(FIRST) : undefined));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.searchParams.get('Cursor')) await held;
        return new Response(JSON.stringify(url.searchParams.get('Cursor') ? SECOND : FIRST), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    renderExport('/Accounting/TallyExport?From=2026-04-01&To=2026-11-28');
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }, SLOW));
    expect(await screen.findByText('Read 2 vouchers, through May 26…', {}, SLOW)).toBeTruthy();
    release();
    expect(await screen.findByText(/Downloaded 3 vouchers/, {}, SLOW)).toBeTruthy();
  });

  it('refuses a period across two financial years before asking the server', async () => {
    const sent = stubServer(() => undefined);
    renderExport('/Accounting/TallyExport?From=2026-03-01&To=2026-04-30');
    expect(await screen.findByText(TallyMessages.oneYear, {}, SLOW)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Download' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(sent.filter((s) => s.path === 'Accounting/Reports/Tally')).toHaveLength(0);
  });

  it('says so when nothing was posted, and shows a refusal in words; no file either time', async () => {
    let refused = false;
    stubServer(({ path }) => {
      if (path !== 'Accounting/Reports/Tally') return undefined;
      return refused ? refuse(400, TallyMessages.badCursor) : ok({ ...SECOND, Vouchers: [], Read: 0 });
    });
    renderExport('/Accounting/TallyExport?From=2026-11-01&To=2026-11-28');
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }, SLOW));
    expect(await screen.findByText(TallyMessages.empty, {}, SLOW)).toBeTruthy();
    refused = true;
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(TallyMessages.badCursor, {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(saved.saveFile).not.toHaveBeenCalled());
  });
});

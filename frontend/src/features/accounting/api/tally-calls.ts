import { booksRoutes } from '@shared/api/routes/books';
import { tallyXml } from '@shared/books/tally-export';
import type { TallyAnswer } from '@shared/books/tally-schemas';
import { apiCall } from '../../../lib/api-client';

/** How far the reading has come: vouchers read and the month reached. */
export type TallyProgress = { read: number; month: string };

/**
 * GET Accounting/Reports/Tally page by page (docs/books.md §10): each answer
 * is at most 500 postings, so no request grows with the period; the file is
 * built here from all of them with the shared builder. Answers the file's
 * text and its number of vouchers (none: nothing was posted).
 */
export async function buildTallyFile(
  range: { From: string; To: string },
  onProgress: (p: TallyProgress) => void,
  signal?: AbortSignal,
): Promise<{ xml: string; vouchers: number }> {
  const pages: TallyAnswer[] = [];
  let Cursor: string | undefined;
  do {
    const page: TallyAnswer = await apiCall(booksRoutes.tallyExport, {
      query: { ...range, ...(Cursor ? { Cursor } : {}) },
      ...(signal ? { signal } : {}),
    });
    pages.push(page);
    onProgress({ read: page.Read, month: page.Month });
    Cursor = page.Next;
  } while (Cursor);
  const vouchers = pages.flatMap((p) => p.Vouchers);
  if (vouchers.length === 0) return { xml: '', vouchers: 0 };
  const xml = tallyXml({
    company: pages[0]?.Company ?? '',
    accounts: pages[0]?.Accounts ?? [],
    parties: pages.flatMap((p) => p.Parties),
    vouchers,
  });
  return { xml, vouchers: vouchers.length };
}

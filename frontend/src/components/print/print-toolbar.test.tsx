import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildPrintModel } from '@shared/documents/print';
import { printInput } from '@shared/documents/print/test/print-fixtures';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../toast/toast-store';
import { renderWithProviders } from '../testing/render';
import { PrintToolbar } from './print-toolbar';

/**
 * Download PDF the way the browser does it: the PDF chunk loads on the click,
 * pdfmake fetches the app's own font files by URL, and the PDF is handed to the
 * browser as a Blob. The font URLs are the build's asset names (Vite's ?url
 * import is the build's business, checked by building), answered here from
 * node_modules.
 */
vi.mock('./pdf/font-urls', () => ({
  FONT_URLS: {
    regular: '/assets/NotoSans_400Regular-a1.ttf',
    bold: '/assets/NotoSans_700Bold-b2.ttf',
    devanagariRegular: '/assets/NotoSansDevanagari_400Regular-c3.ttf',
    devanagariBold: '/assets/NotoSansDevanagari_700Bold-d4.ttf',
  },
}));
const require = createRequire(import.meta.url);
const FONT_FILES: Record<string, string> = {
  'NotoSans_400Regular.ttf': '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  'NotoSans_700Bold.ttf': '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  'NotoSansDevanagari_400Regular.ttf':
    '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  'NotoSansDevanagari_700Bold.ttf': '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
};

let fetched: string[];
let saved: Blob[];
const createObjectURL = URL.createObjectURL;
const revokeObjectURL = URL.revokeObjectURL;

beforeEach(() => {
  fetched = [];
  saved = [];
  // A hand stub: the PDF's fonts are static files, fetched as bytes from outside /api, not calls the fake server knows.
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      fetched.push(url);
      const file = Object.keys(FONT_FILES).find((name) => url.includes(name.replace('.ttf', '-')));
      if (!file) return new Response('not found', { status: 404 });
      return new Response(readFileSync(require.resolve(FONT_FILES[file] as string)), { status: 200 });
    }),
  );
  URL.createObjectURL = (blob: Blob) => {
    saved.push(blob);
    return 'blob:http://localhost/pdf';
  };
  URL.revokeObjectURL = () => undefined;
  // The browser would follow the download link; jsdom cannot navigate, and need not.
  vi.spyOn(HTMLAnchorElement.prototype, 'dispatchEvent').mockImplementation(() => true);
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('Download PDF', { timeout: 60_000 }, () => {
  it('loads the PDF maker on the click, fetches the fonts it needs, and saves a PDF', async () => {
    renderWithProviders(<PrintToolbar model={buildPrintModel(printInput(), 'noTax')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 30_000 });
    const pdf = saved[0] as Blob;
    expect(pdf.type).toBe('application/pdf');
    const head = new TextDecoder('latin1').decode((await pdf.arrayBuffer()).slice(0, 5));
    expect(head).toBe('%PDF-');
    // The customer's name is in Devanagari, so both faces were fetched, from the app's own origin.
    expect(fetched.map((u) => u.replace(/^.*\//, '').replace(/-\w+\.ttf$/, '.ttf')).sort()).toEqual(
      Object.keys(FONT_FILES).sort(),
    );
    expect(fetched.every((u) => u.startsWith(window.location.origin))).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download PDF' })).toHaveProperty('disabled', false));
  });

  it('a second PDF in the same visit reuses the fonts already fetched', async () => {
    renderWithProviders(<PrintToolbar model={buildPrintModel(printInput(), 'withTax')} />);
    const button = screen.getByRole('button', { name: 'Download PDF' });
    fireEvent.click(button);
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 30_000 });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fetched = [];
    fireEvent.click(button);
    await waitFor(() => expect(saved).toHaveLength(2), { timeout: 30_000 });
    expect(fetched).toEqual([]);
  });

  it('says so when the PDF cannot be made, and lets the user try again', async () => {
    URL.createObjectURL = () => {
      throw new Error('The browser refused the download');
    };
    renderWithProviders(<PrintToolbar model={buildPrintModel(printInput(), 'summary')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(
      await screen.findByText(
        'The PDF could not be made. Check the connection and try again.',
        {},
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toHaveProperty('disabled', false);
  });
});

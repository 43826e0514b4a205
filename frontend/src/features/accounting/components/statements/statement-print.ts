import { closingBalanceLabel } from '@shared/books/party-statement-messages';
import type { StatementAnswer } from '@shared/books/party-statement';
import type { PrintModel, PrintOptions, PrintTotalRow } from '@shared/documents/print';
import { addressLines } from '@shared/documents/print/invoice-parties';
import { formatPaise } from '@shared/documents/money-format';
import { formatDate } from '../../../../lib/format';

/**
 * A customer's or vendor's statement as the print kit's neutral model
 * (docs/books.md §6.10, docs/printing.md), so the PDF is drawn by the same
 * pdfmake document as an invoice's: the branch's masthead and logo, the party,
 * every entry with its running balance, and the balances in the totals block.
 */

const money = (p: number): string => (p === 0 ? '' : formatPaise(p));
const row = (label: string, paise: number, strong = false): PrintTotalRow => ({
  label,
  value: formatPaise(paise),
  paise,
  ...(strong ? { strong } : {}),
});

export const statementTitle = 'Statement of account';

export function statementPartyLabel(answer: Pick<StatementAnswer, 'Kind' | 'Party'>): string {
  if (answer.Kind === 'Vendor') return 'Vendor';
  return answer.Party.startsWith('I#') ? 'Insurer' : 'Customer';
}

export function buildStatementPrintModel(answer: StatementAnswer, options: PrintOptions, hasLogo: boolean): PrintModel {
  const contact = answer.Contact;
  const lines = [
    { label: statementPartyLabel(answer), value: contact.Name },
    { label: 'Address', value: addressLines(contact.Addr).join(', ') },
    { label: 'GSTIN', value: contact.GSTIN ?? '' },
    { label: 'Phone', value: contact.Ph ?? '' },
  ].filter((f) => f.value.trim() !== '');
  return {
    variant: 'withTax',
    title: statementTitle,
    subtitle: `${formatDate(answer.From)} to ${formatDate(answer.To)}`,
    number: '',
    meta: [
      { label: 'From', value: answer.From, date: true },
      { label: 'To', value: answer.To, date: true },
    ],
    branch: {
      name: answer.Branch.Name,
      addressLines: addressLines(answer.Branch.Addr),
      gstin: answer.Branch.GSTIN,
      showLogo: (options.ShowLogo ?? true) && hasLogo,
    },
    customer: lines,
    sections: [
      {
        id: 'entries',
        title: 'Transactions',
        columns: [
          { key: 'date', label: 'Date', align: 'left' },
          { key: 'desc', label: 'Particulars', align: 'left' },
          { key: 'debit', label: 'Debit', align: 'right' },
          { key: 'credit', label: 'Credit', align: 'right' },
          { key: 'balance', label: 'Balance', align: 'right' },
        ],
        rows: [
          {
            kind: 'line',
            cells: { date: formatDate(answer.From), desc: 'Opening balance', balance: formatPaise(answer.OpeningP) },
          },
          ...answer.Lines.map((l) => ({
            kind: 'line' as const,
            cells: {
              date: formatDate(l.Date),
              desc: [l.Label, l.Num, l.Memo].filter(Boolean).join(' · '),
              debit: money(l.DebitP),
              credit: money(l.CreditP),
              balance: formatPaise(l.BalanceP),
            },
          })),
        ],
        totals: [],
      },
    ],
    totals: [
      row('Opening balance', answer.OpeningP),
      row('Total debits', answer.TotalDebitP),
      row('Total credits', answer.TotalCreditP),
      row(closingBalanceLabel(answer.Kind, answer.ClosingP), Math.abs(answer.ClosingP), true),
    ],
    notes: [],
    header: options.Header?.trim() || undefined,
    footer: options.Footer?.trim() || undefined,
    showSignature: false,
    // A statement is a page of figures: an 80 mm roll prints it on A4.
    paperSize: options.PaperSize === 'Thermal80' ? 'A4' : (options.PaperSize ?? 'A4'),
    copies: 1,
    priced: true,
  };
}

/** 'Statement-Asha-Auto-Spares-2026-04-01-to-2026-11-28.pdf': no characters a file system refuses. */
export const statementFileName = (answer: StatementAnswer): string =>
  `${['Statement', answer.Contact.Name, answer.From, 'to', answer.To]
    .join(' ')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')}.pdf`;

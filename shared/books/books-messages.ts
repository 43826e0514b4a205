import { formatPaise } from '../documents/money-format';

/** Texts of the books (docs/books.md), defined once for the server's refusals and the screens. */
export const BooksMessages = {
  unbalanced: (drP: number, crP: number): string =>
    `Debits (${formatPaise(drP)}) and credits (${formatPaise(crP)}) must be equal: nothing was recorded.`,
  emptyPosting: 'Enter at least two lines: one debit and one credit.',
  lineOneSide: (n: number): string => `Line ${n}: enter either a debit or a credit, not both and not neither.`,
  unknownAccount: (code: number | string): string => `Account ${code} is not in the chart of accounts.`,
  groupAccount: (name: string): string => `${name} is a group: post to one of its accounts.`,
  closedPeriod: (through: string): string => `The books are closed up to ${through}: date the entry after that month.`,
  codeTaken: (code: number): string => `Account code ${code} is already used.`,
  codeRange: 'Enter a four-digit account code (1000 to 9999).',
  nameTaken: (name: string): string => `An account named ${name} already exists.`,
  unknownGroup: (id: string): string => `${id} is not a group of the chart of accounts.`,
  useNeedsIncome: 'Only an income account is offered on labour or part lines.',
  accountUsed: (name: string): string => `${name} has postings and cannot be deleted.`,
  systemAccount: (name: string): string => `${name} is posted to by documents and cannot be deleted.`,
  badMonthRange: 'The first month must not be after the last.',
  rangeTooLong: 'Choose at most 24 months.',
  alreadyPosted: 'This document is already in the books.',
  busy: 'The books are being changed by someone else right now. Please try again.',
  noPostings: 'Nothing was posted in these months.',
} as const;

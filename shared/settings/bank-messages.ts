/** Texts of the bank settings (docs/books.md §1.1), defined once for the server's refusals and the screen. */
export const BankMessages = {
  name: 'Give the account a name, as the books should show it (HDFC current account).',
  bank: "Enter the bank's name.",
  accountNumber: 'Enter the account number: 9 to 18 digits.',
  unknownAccount: (id: string): string => `Bank account ${id} is not one of this branch's accounts.`,
  nameTaken: (name: string): string => `A bank account named ${name} already exists.`,
  inactiveMapped: (name: string, type: string): string =>
    `${name} is inactive: ${type} payments cannot go to it. Choose another account or the default.`,
  noCodeLeft: 'The chart has no free code left under Bank accounts (1110 to 1199).',
  tooMany: (max: number): string => `A branch keeps at most ${max} bank accounts.`,
  saved: 'Bank settings saved.',
  defaultAccount: 'Bank account (1100, the default)',
} as const;

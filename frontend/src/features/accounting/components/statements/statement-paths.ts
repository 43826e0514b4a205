/**
 * The statements' addresses (docs/books.md §6.10): the party in the query, so
 * a link from an ageing or a party's screen opens on the financial year so far.
 * `Party` is the ledger's payer key: `C#<customer>` or `I#<insurer>`.
 */
export const customerStatementPath = (party: string): string =>
  `/reports/customerstatement?${new URLSearchParams({ Party: party }).toString()}`;
export const vendorStatementPath = (vendId: string): string =>
  `/reports/vendorstatement?${new URLSearchParams({ VendId: vendId }).toString()}`;

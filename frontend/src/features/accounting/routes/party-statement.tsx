import { PartyStatement } from '../components/statements/party-statement';

/** reports/customerstatement and reports/vendorstatement: one screen, the party's kind from the address. */
export const customer = {
  handle: { title: 'Customer statement' },
  Component: () => <PartyStatement kind="Customer" />,
};
export const vendor = {
  handle: { title: 'Vendor statement' },
  Component: () => <PartyStatement kind="Vendor" />,
};

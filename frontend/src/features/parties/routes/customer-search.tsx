import { PartySearchScreen } from '../components/party-search-screen';

export const handle = { title: 'Customer Search' };

/** Customers/CustomerSearch (spec platform §2 'Common'). */
export function Component() {
  return <PartySearchScreen kind="customer" />;
}

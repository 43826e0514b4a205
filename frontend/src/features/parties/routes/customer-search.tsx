import { PartySearchScreen } from '../components/party-search-screen';

// Filled in with the industry's words (spec platform §1).
export const handle = { title: '{Customer} Search' };

/** Customers/CustomerSearch (spec platform §2 'Common'). */
export function Component() {
  return <PartySearchScreen kind="customer" />;
}

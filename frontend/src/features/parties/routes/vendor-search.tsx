import { PartySearchScreen } from '../components/party-search-screen';

export const handle = { title: 'Vendor Search' };

/** Vendors/VendorSearch (spec platform §2 'Common'). */
export function Component() {
  return <PartySearchScreen kind="vendor" />;
}

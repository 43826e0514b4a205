import { PartySearchScreen } from '../components/party-search-screen';

export const handle = { title: 'Patient Search' };

/** patients/patientsearch: the customer search of health-care branches (spec platform §2 'Common'). */
export function Component() {
  return <PartySearchScreen kind="customer" />;
}

import { industryLabels, type IndustryLabels } from '@shared/access/access-model';
import { mainBusinessType } from '@shared/entity/entity-config';
import { useSession } from '../../../lib/session';

/** The branch's words for customers and products (spec platform §1: patients, vehicles). */
export type PartyLabels = IndustryLabels & { auto: boolean; patients: boolean };

export function usePartyLabels(): PartyLabels {
  const industry = useSession().Entity.Config.Industry;
  const labels = industryLabels(industry);
  return { ...labels, auto: mainBusinessType(industry) === 'AUTO', patients: labels.Customer === 'Patient' };
}

/** Screen paths, spelled as the spec's route table (platform §2 'Common'). */
export const partyPaths = {
  customerSearch: (patients: boolean) => (patients ? '/patients/patientsearch' : '/Customers/CustomerSearch'),
  customer: (patients: boolean, id: string) => (patients ? `/Patients/Patient/${id}` : `/Customers/Customer/${id}`),
  vendorSearch: () => '/Vendors/VendorSearch',
  vendor: (id: string) => `/Vendors/Vendor/${id}`,
  productSearch: () => '/Products/ProductSearch',
  product: (id: string) => `/Products/Product/${id}`,
} as const;

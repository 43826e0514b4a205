import { ChatMessages } from '@shared/chat/chat-messages';
import type { Industry } from '@shared/entity/entity-config';

/**
 * The second segment of the chat menu (spec platform §2 'Chat side menu'):
 * Customers for dealer-industry entities, Vendors otherwise. The spec names
 * HC-1 as the dealer type (platform §1), the same test industryLabels makes.
 */
export const isDealerIndustry = (industry: Industry): boolean => industry === 'HC-1';

export type ChatSegment = 'employees' | 'parties' | 'activeVendor';

export function segmentLabels(industry: Industry): Record<ChatSegment, string> {
  const dealer = isDealerIndustry(industry);
  return { employees: 'Employees', parties: dealer ? 'Customers' : 'Vendors', activeVendor: dealer ? 'Active customer' : 'Active vendor' };
}

/** The second segment's empty text (spec platform §2, word for word in shared/chat/chat-messages). */
export const emptyPartiesText = (industry: Industry): string => (isDealerIndustry(industry) ? ChatMessages.noCustomers : ChatMessages.noVendors);

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

/** Empty texts of spec platform §2 'Chat side menu', word for word. */
export const ChatListMessages = {
  noUsers: 'No users found',
  noCustomers: 'No customers found',
  noVendors: 'No vendors found',
  noMessages: 'No messages found',
} as const;

export const emptyPartiesText = (industry: Industry): string => (isDealerIndustry(industry) ? ChatListMessages.noCustomers : ChatListMessages.noVendors);

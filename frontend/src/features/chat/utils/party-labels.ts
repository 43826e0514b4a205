import type { PartyRelation } from '@shared/chat/call-schemas';
import { ChatMessages } from '@shared/chat/chat-messages';
import type { Industry } from '@shared/entity/entity-config';

/**
 * The second segment of the chat menu (spec platform §2 'Chat side menu'):
 * Customers for dealer-industry entities, Vendors otherwise. The spec names
 * HC-1 as the dealer type (platform §1), the same test industryLabels makes.
 */
export const isDealerIndustry = (industry: Industry): boolean => industry === 'HC-1';

export type ChatSegment = 'employees' | 'parties' | 'activeVendor';

/**
 * What the connected businesses are called (docs/chat-screens.md 'Menu'): by
 * what they are to this organisation when they are all one kind (a parts
 * distributor's connected workshops are its customers, whatever its industry),
 * else, with none yet or both kinds, by the industry as the spec says.
 */
export function partiesRelation(industry: Industry, known: readonly PartyRelation[] = []): PartyRelation {
  const kinds = new Set(known);
  const only = kinds.size === 1 ? [...kinds][0] : undefined;
  return only ?? (isDealerIndustry(industry) ? 'Customer' : 'Vendor');
}

export function segmentLabels(industry: Industry, known: readonly PartyRelation[] = []): Record<ChatSegment, string> {
  const customers = partiesRelation(industry, known) === 'Customer';
  return {
    employees: 'Employees',
    parties: customers ? 'Customers' : 'Vendors',
    activeVendor: customers ? 'Active customer' : 'Active vendor',
  };
}

/** The second segment's empty text (spec platform §2, word for word in shared/chat/chat-messages). */
export const emptyPartiesText = (industry: Industry, known: readonly PartyRelation[] = []): string =>
  partiesRelation(industry, known) === 'Customer' ? ChatMessages.noCustomers : ChatMessages.noVendors;

/** A business's own tag in the lists: what it is to this organisation. */
export const relationWord = (relation: PartyRelation): string => (relation === 'Vendor' ? 'vendor' : 'customer');

/** Texts of the customer categories (docs/customer-categories.md), defined once for the server's refusals and the screens. */
export const CustomerCategoryMessages = {
  nameRequired: 'Enter a name.',
  nameTaken: (name: string): string => `'${name}' is already a customer category.`,
  notFound: 'This category is no longer on the list. Refresh to see the list as it is now.',
  listFull: (max: number): string => `The organisation keeps at most ${max} customer categories. Deactivate one first.`,
  renameInUse: (name: string): string =>
    `'${name}' is in use by customers or price lists, so its name cannot change. Add a new category and deactivate this one instead.`,
  deactivated: (name: string): string => `'${name}' is in use, so it was deactivated instead of removed.`,
  notInList: 'not on the list',
  none: 'None',
  allCustomers: 'All customers',
} as const;

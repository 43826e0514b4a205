/**
 * Payment types in the spec's order 1 to 9 (platform §3 'Payment types'), with
 * the card networks of Debit Card and Credit Card. Net Banking is hidden from
 * the choice (kept so an imported or older payment still reads); AMEX, Diners
 * and Discover are hidden credit-card networks.
 */
export const PAYMENT_TYPES = [
  'Cash',
  'UPI',
  'Wallet',
  'Debit Card',
  'Credit Card',
  'Net Banking',
  'Bank Transfer',
  'Cheque',
  'Other',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
/** The types a cashier chooses from, in order (Net Banking hidden). */
export const OFFERED_PAYMENT_TYPES: readonly PaymentType[] = PAYMENT_TYPES.filter((t) => t !== 'Net Banking');

export const CARD_TYPES = ['Visa', 'Master', 'Rupay', 'Other', 'AMEX', 'Diners', 'Discover'] as const;
export type CardType = (typeof CARD_TYPES)[number];
const HIDDEN_CREDIT_NETWORKS: readonly CardType[] = ['AMEX', 'Diners', 'Discover'];
/** Card networks offered for a card type (debit: Visa, Master, Rupay, Other; credit the same, the rest hidden). */
export const offeredCardTypes = (type: PaymentType): readonly CardType[] =>
  type === 'Debit Card' || type === 'Credit Card' ? CARD_TYPES.filter((c) => !HIDDEN_CREDIT_NETWORKS.includes(c)) : [];
export const isCardPayment = (type: PaymentType): boolean => type === 'Debit Card' || type === 'Credit Card';

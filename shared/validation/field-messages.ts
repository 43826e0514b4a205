/**
 * The words a person sees when a value is refused and no rule gave its own
 * message. The first two are the spec's (platform §9 'Messages'); the rest are
 * ours, written for people rather than for developers (listed in docs/decisions.md).
 */
export const FieldMessages = {
  required: 'This Field Is Required.',
  invalid: 'Enter Valid Data',
  number: 'Enter a number.',
  wholeNumber: 'Enter a whole number.',
  date: 'Enter a valid date.',
  email: 'Enter a valid e-mail address.',
  webAddress: 'Enter a valid web address.',
  choose: 'Choose one of the options.',
  atMostChars: (max: number) => `Use at most ${max} ${max === 1 ? 'character' : 'characters'}.`,
  atLeastChars: (min: number) => `Use at least ${min} ${min === 1 ? 'character' : 'characters'}.`,
  atMost: (max: string) => `Enter ${max} or less.`,
  lessThan: (max: string) => `Enter less than ${max}.`,
  atLeast: (min: string) => `Enter ${min} or more.`,
  moreThan: (min: string) => `Enter more than ${min}.`,
  atMostEntries: (max: number) => `Add at most ${max}.`,
  atLeastEntries: (min: number) => `Add at least ${min}.`,
  multipleOf: (step: string) => `Enter a multiple of ${step}.`,
  earlierDate: 'Enter an earlier date.',
  laterDate: 'Enter a later date.',
  fileTooLarge: 'Choose a smaller file.',
  // What a field of a common type (shared/fields) says when its value is refused.
  isoDate: 'Use a date like 2025-09-22.',
  noSuchDate: 'This date is not on the calendar; check the day and the month.',
  dateTime: 'Use a date and time like 2025-09-22 10:00:00.',
  pin: 'Enter a 6-digit PIN code.',
  phone: 'Enter a 10-digit phone number.',
  mobile: 'Enter a 10-digit mobile number (starting with 6, 7, 8 or 9).',
  officePhone: 'Enter a valid phone number.',
  sac: 'Enter a 4 to 8 digit SAC code.',
  upi: 'Enter a UPI id like workshop@okbank.',
  hsn: 'Enter a 4 to 8 digit HSN code.',
  stateCode: 'Choose the state.',
  timeZone: 'Choose a time zone from the list.',
  unknownFields: (keys: readonly string[]) => `Not a field of this form: ${keys.join(', ')}.`,
  otherRecord: 'The _id in the body is not the record at this address.',
} as const;

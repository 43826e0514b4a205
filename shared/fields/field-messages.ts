/** What a field of a common type says when its value is refused; server and forms alike. */
export const FieldMessages = {
  pin: 'Enter a 6-digit PIN code.',
  phone: 'Enter a 10-digit phone number.',
  officePhone: 'Enter a valid phone number.',
  email: 'Enter a valid e-mail address.',
  sac: 'Enter a 4 to 8 digit SAC code.',
  hsn: 'Enter a 4 to 8 digit HSN code.',
  stateCode: 'Choose the state.',
  timeZone: 'Choose a time zone from the list.',
} as const;

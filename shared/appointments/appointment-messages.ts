/**
 * Texts of the appointment calls and screens (docs/customer-loop.md), defined once
 * for the server's refusals and the UI.
 */
export const AppointmentMessages = {
  notFound: 'Appointment not found.',
  inPast: 'That time has already passed. Choose a time from now on.',
  closedDay: 'The workshop is closed on that day. Choose another day.',
  outsideHours: (open: string, close: string): string =>
    `Choose a time within working hours, ${open} to ${close}, that ends by closing.`,
  offSlot: (minutes: number): string => `Choose a start time on the ${minutes}-minute slots of the calendar.`,
  slotTaken: 'That slot has just been booked. Choose another time.',
  bayUnknown: 'That bay is not a bay of this branch.',
  noColumn: 'Choose a bay for the appointment.',
  customerNeeded: 'Choose a customer, or enter the name and phone of the person booking.',
  vehicleNeeded: 'Choose a vehicle, or enter its registration number.',
  notScheduled: (status: string): string => `Only a scheduled appointment can be changed; this one is ${status}.`,
  notInProgress: 'Only an appointment in progress can be completed.',
  stale: 'Someone else changed this appointment. Open it again to see their change.',
  checkedIn: 'This appointment has already been checked in.',
  featureOff: 'Appointments are switched off in this branch.',
  tooFarAhead: (days: number): string => `Bookings open ${days} days ahead. Choose an earlier day.`,
  tooManyOpen: (max: number): string =>
    `This phone number already has ${max} open bookings with us. Please call the workshop to book more.`,
  linkInvalid: 'This booking link is not valid. Ask the workshop for its booking page again.',
  linkExpired: 'This booking link has expired. Ask the workshop for its booking page again.',
  settingsHours: 'Closing time must come after opening time.',
  bayNamesUnique: 'Each bay needs its own name.',
} as const;

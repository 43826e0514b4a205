/**
 * Texts of the estimate and repair-order screen. 'Do You Still Want To Add The
 * Part?' and 'Insufficient Quantity.' are the spec's own (platform §5, §8); the
 * rest are ours (docs/service-screens.md).
 */
export const ServiceScreenMessages = {
  stillAddPart: 'Do You Still Want To Add The Part?',
  insufficientQuantity: 'Insufficient Quantity.',
  statusNotAllowed: (from: string, to: string) => `A line in ${from} cannot be set to ${to} by hand.`,
  freeFormNotAllowed: 'Pick this line from the catalogue: free-form lines need the free-form permission.',
  refusedTitle: 'The document was not saved. Correct these and save again:',
  noVehicleGuide: 'Pick the vehicle first: operations are priced for its body type.',
  reasonRequired: 'Give a reason.',
  saveBeforeActions: 'Save your changes first: the actions work on the saved document.',
  noLines: 'No lines yet. Add a complaint, then its labour and parts.',
} as const;

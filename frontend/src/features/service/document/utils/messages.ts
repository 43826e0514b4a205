import { ServiceMessages } from '@shared/service/service-messages';

/**
 * Texts of the estimate and repair-order screen. The spec's own ('Do You Still
 * Want To Add The Part?', 'Insufficient Quantity.') come from the messages the
 * server answers with; the rest are ours (docs/service-screens.md).
 */
export const ServiceScreenMessages = {
  stillAddPart: ServiceMessages.confirmAddPart,
  insufficientQuantity: ServiceMessages.insufficientQuantity,
  statusNotAllowed: (from: string, to: string) => `A line in ${from} cannot be set to ${to} by hand.`,
  freeFormNotAllowed: 'Pick this line from the catalogue: free-form lines need the free-form permission.',
  refusedTitle: 'The document was not saved. Correct these and save again:',
  noVehicleGuide: 'Pick the vehicle first: operations are priced for its body type.',
  reasonRequired: 'Give a reason.',
  saveBeforeActions: 'Save your changes first: the actions work on the saved document.',
  noLines: 'No lines yet. Add a complaint, then its labour and parts.',
} as const;

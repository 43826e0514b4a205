/**
 * ConnectX messages (docs/connectx.md): one catalogue for the server's refusals
 * and the screen's words.
 */
export const ConnectXMessages = {
  vendorNotOnKarkhana:
    'This vendor is not connected to you on Karkhana. Link the vendor record with the connection code the vendor gives you, or send the order by link.',
  notConnectedBack: (name: string) =>
    `${name} has not linked your business as a party on Karkhana yet, so the order cannot reach them. Ask them to add you with your connection code.`,
  linkGone: 'This business is no longer connected to yours on Karkhana.',
  alreadySent: 'This document was already sent on Karkhana.',
  notSendable: (sts: string) => `A purchase order in status ${sts} cannot be sent on Karkhana.`,
  noLines: 'The order has no lines to send.',
  invoiceNotFound: 'Invoice not found.',
  invoiceNotConnected: 'This invoice is not of a sales order that came from a connected business on Karkhana.',
  invoiceNotFinal: 'Only an approved invoice can be sent on Karkhana.',
  notYetDelivered: 'Not delivered yet: it goes through when the other business next opens Karkhana.',
  waitingReceive: 'Waiting for the goods to be received before the bill can be drafted.',
  orderGone: 'The purchase order this invoice is for is no longer open to this vendor.',
  unmatchedLine: (code: string) => `No item of the code ${code} in your inventory: match it to an item or remove it.`,
} as const;

/** The words of the ConnectX screen. */
export const ConnectXWords = {
  title: 'ConnectX',
  outgoing: 'Orders sent',
  incoming: 'Orders received',
  emptyOutgoing:
    'No purchase order has been sent on Karkhana yet. Open a purchase order to a connected vendor and choose Send on Karkhana.',
  emptyIncoming: 'No order from a connected business yet.',
  sendOnKarkhana: (vendor: string) => `Send to ${vendor} on Karkhana`,
  delivered: 'Delivered',
  waiting: 'Waiting',
} as const;

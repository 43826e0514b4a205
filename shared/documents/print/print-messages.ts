/** Texts of printing that the screens show (one place, like DocumentMessages). */
export const PrintMessages = {
  /** Download PDF failed: the library or a font did not load (offline), or the PDF could not be drawn. */
  pdfFailed: 'The PDF could not be made. Check the connection and try again.',
  /** A print variant offered with nothing to print (an estimate without lines). */
  nothingToPrint: 'There is nothing to print in this variant.',
  /** The signature block: 'For <branch or supplier>' over this line (CGST Rule 46(q) on invoices). */
  authorisedSignatory: 'Authorised Signatory',
  customerSignature: "Customer's signature",
  /** Names of the QR codes on an invoice (screen readers; the PDF's alt text). */
  upiQr: 'UPI payment QR',
  signedQr: 'E-invoice signed QR',
} as const;

/** Texts of printing that the screens show (one place, like DocumentMessages). */
export const PrintMessages = {
  /** Download PDF failed: the library or a font did not load (offline), or the PDF could not be drawn. */
  pdfFailed: 'The PDF could not be made. Check the connection and try again.',
  /** A print variant offered with nothing to print (an estimate without lines). */
  nothingToPrint: 'There is nothing to print in this variant.',
} as const;

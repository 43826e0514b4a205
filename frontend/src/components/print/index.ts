/**
 * Printing estimates and repair orders: the print menu, the print-ready page
 * and the PDF. How to use them: README.md beside this file.
 */
export { PrintMenu } from './print-menu';
export { DocumentPrint } from './document-print';
export { PrintToolbar } from './print-toolbar';
export { downloadPdf, type DownloadPdfOptions } from './download-pdf';
export { pdfFileName } from './print-text';
export { sharePdf, type ShareOutcome } from './share-pdf';

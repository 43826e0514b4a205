import QRCode from 'qrcode';

/** The quiet zone the QR specification asks for around a symbol, in modules. */
const QUIET = 4;

export type QrDrawing = { readonly size: number; readonly path: string };

/**
 * A QR symbol of `text` as one SVG path (a unit square per dark module) inside
 * a `size` × `size` view box with its quiet zone. Error correction M: UPI apps
 * read it from paper; a longer text (the IRP's signed QR) takes a larger version.
 */
export const qrDrawing = (text: string): QrDrawing => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) parts.push(`M${col + QUIET} ${row + QUIET}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * QUIET, path: parts.join('') };
};

/** The same symbol as SVG markup, for the PDF (pdfmake draws SVG). */
export const qrSvg = (text: string, widthPt: number): string => {
  const { size, path } = qrDrawing(text);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${widthPt}" height="${widthPt}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
};

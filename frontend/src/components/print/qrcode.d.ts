/**
 * The part of `qrcode` (MIT, soldair/node-qrcode) the prints use: the symbol's
 * module matrix, drawn by qr-code.tsx as SVG. The package ships no types.
 */
declare module 'qrcode' {
  export type QRCodeErrorCorrectionLevel = 'L' | 'M' | 'Q' | 'H';
  export type QRCodeSymbol = {
    readonly version: number;
    readonly modules: { readonly size: number; get(row: number, col: number): number | boolean };
  };
  const QRCode: { create(text: string, options?: { errorCorrectionLevel?: QRCodeErrorCorrectionLevel }): QRCodeSymbol };
  export default QRCode;
}

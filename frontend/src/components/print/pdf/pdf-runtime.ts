import type { PrintModel } from '@shared/documents/print';
import * as pdfMakeModule from 'pdfmake/build/pdfmake';
import { FONT_URLS } from './font-urls';
import type { PdfLogo } from './pdf-document';
import { createPdf, pdfMakeOf } from './render-pdf';

/**
 * The part of PDF making that loads pdfmake and the fonts. Only download-pdf.ts
 * imports it, dynamically: pdfmake (~330 KB gzip) and the font files (fetched
 * by pdfmake from their hashed asset URLs) reach the browser when someone
 * clicks Download PDF, never with a screen.
 */

/** pdfmake fetches fonts given as http(s) URLs itself; the asset URLs are made absolute for it. */
const absolute = (url: string): string => new URL(url, window.location.href).href;

/**
 * The logo as a PNG data URL, drawn through an <img> (the page's CSP lets images
 * come from blob: URLs, not fetches), so PNG, JPEG, GIF, WebP and SVG logos all
 * reach pdfmake, which takes PNG and JPEG. An SVG without a size is drawn 240 px wide.
 */
export const logoForPdf = async (url: string): Promise<PdfLogo | undefined> => {
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const width = img.naturalWidth || 240;
    const height = img.naturalHeight || 240;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    context.drawImage(img, 0, 0, width, height);
    return { image: canvas.toDataURL('image/png') };
  } catch {
    // A logo that cannot be drawn leaves the PDF without one rather than without a PDF.
    return undefined;
  }
};

async function createdPdf(model: PrintModel, logoUrl?: string) {
  const logo = model.branch.showLogo && logoUrl ? await logoForPdf(logoUrl) : undefined;
  const fonts = {
    regular: absolute(FONT_URLS.regular),
    bold: absolute(FONT_URLS.bold),
    devanagariRegular: absolute(FONT_URLS.devanagariRegular),
    devanagariBold: absolute(FONT_URLS.devanagariBold),
  };
  return createPdf(pdfMakeOf(pdfMakeModule), model, fonts, logo);
}

export async function savePdf(model: PrintModel, fileName: string, logoUrl?: string): Promise<void> {
  await (await createdPdf(model, logoUrl)).download(fileName);
}

/** The PDF as a Blob, to hand to the share sheet (share-pdf.ts). */
export async function pdfBlob(model: PrintModel, logoUrl?: string): Promise<Blob> {
  return (await createdPdf(model, logoUrl)).getBlob();
}

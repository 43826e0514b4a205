import type { PrintModel } from '@shared/documents/print';
import type {
  BufferOptions,
  TCreatedPdf,
  TDocumentDefinitions,
  TFontDictionary,
  TVirtualFileSystem,
} from 'pdfmake/interfaces';
import { pdfDocumentDefinition, type PdfLogo } from './pdf-document';
import { hasDevanagari, type PdfFontFiles, pdfFontDictionary } from './pdf-fonts';

/** What this module uses of pdfmake's browser build (the same object in the browser and in a Node test). */
export type PdfMakeApi = {
  createPdf(definition: TDocumentDefinitions, options?: BufferOptions): TCreatedPdf;
  setFonts(fonts: TFontDictionary): void;
  addVirtualFileSystem(vfs: TVirtualFileSystem): void;
};

/**
 * The module pdfmake's build exports. The build is a CommonJS bundle: a bundler
 * hands it over as the default export, Node's loader as the namespace itself.
 */
export const pdfMakeOf = (mod: object): PdfMakeApi =>
  ('default' in mod && typeof mod.default === 'object' && mod.default ? mod.default : mod) as PdfMakeApi;

/** The PDF of `model`, fonts registered from `fonts` (virtual file names or URLs pdfmake fetches). */
export const createPdf = (pdfMake: PdfMakeApi, model: PrintModel, fonts: PdfFontFiles, logo?: PdfLogo): TCreatedPdf => {
  pdfMake.setFonts(pdfFontDictionary(fonts, hasDevanagari(JSON.stringify(model))));
  return pdfMake.createPdf(pdfDocumentDefinition(model, logo));
};

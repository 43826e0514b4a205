import type { TFontDictionary } from 'pdfmake/interfaces';

/**
 * The PDF's fonts: Noto Sans for Latin text and ₹ (U+20B9), and Noto Sans
 * Devanagari for Hindi and Marathi names, both OFL TrueType files from npm
 * (@expo-google-fonts/*: pdfmake embeds TTF; the @fontsource packages ship only
 * WOFF/WOFF2 split into subsets). pdfmake embeds only the glyphs used.
 */

export const PDF_FONT = 'NotoSans';
export const PDF_DEVANAGARI_FONT = 'NotoSansDevanagari';

/** One file per face; the values say where pdfmake finds it (a virtual file name, or an http(s) URL it fetches). */
export type PdfFontFiles = {
  readonly regular: string;
  readonly bold: string;
  readonly devanagariRegular: string;
  readonly devanagariBold: string;
};

/**
 * The font families pdfmake knows. pdfmake fetches every registered file before
 * it draws, so the Devanagari face is registered only for a document that has
 * Devanagari text (the only text pdfText hands to it).
 */
export const pdfFontDictionary = (files: PdfFontFiles, withDevanagari: boolean): TFontDictionary => ({
  [PDF_FONT]: { normal: files.regular, bold: files.bold, italics: files.regular, bolditalics: files.bold },
  ...(withDevanagari
    ? {
        [PDF_DEVANAGARI_FONT]: {
          normal: files.devanagariRegular,
          bold: files.devanagariBold,
          italics: files.devanagariRegular,
          bolditalics: files.devanagariBold,
        },
      }
    : {}),
});

/** Devanagari letters and marks (Unicode's Script property: the main block, Extended and the Vedic marks). */
const DEVANAGARI = /\p{Script=Devanagari}/u;
/** Joiners (ZWNJ, ZWJ) and the dandas, which Unicode counts as common to several scripts: they stay in the run they are in. */
const NEUTRAL = new Set([' ', '\u200C', '\u200D', '\u0964', '\u0965']);

export const hasDevanagari = (text: string): boolean => DEVANAGARI.test(text);

export type TextRun = { readonly text: string; readonly devanagari: boolean };

/**
 * Splits text into runs of one script, so Devanagari is shaped by the
 * Devanagari face (its conjuncts and matras) and everything else, ₹ included,
 * by Noto Sans. Spaces and joiners stay in the run they are in.
 */
export const scriptRuns = (text: string): TextRun[] => {
  const runs: TextRun[] = [];
  for (const ch of text) {
    const last = runs[runs.length - 1];
    const neutral = NEUTRAL.has(ch);
    const devanagari = neutral && last ? last.devanagari : DEVANAGARI.test(ch);
    if (last && last.devanagari === devanagari) runs[runs.length - 1] = { text: last.text + ch, devanagari };
    else runs.push({ text: ch, devanagari });
  }
  return runs;
};

import notoSansBold from '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf?url';
import notoSansRegular from '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf?url';
import notoSansDevanagariBold from '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf?url';
import notoSansDevanagariRegular from '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf?url';
import type { PdfFontFiles } from './pdf-fonts';

/** The TTF files as the build emits them (hashed asset URLs under /assets), fetched by pdfmake on the first PDF. */
export const FONT_URLS: PdfFontFiles = {
  regular: notoSansRegular,
  bold: notoSansBold,
  devanagariRegular: notoSansDevanagariRegular,
  devanagariBold: notoSansDevanagariBold,
};

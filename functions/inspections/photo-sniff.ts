import { sniffKind } from '../lib/file-sniff';

/**
 * A photo's real type from its first bytes (magic numbers), never from its name or
 * the browser's label: JPEG and PNG as chat's files are told (`file-sniff.ts`), and
 * WebP (`RIFF` <size> `WEBP`), which phones' browsers may produce.
 */
export type PhotoKind = 'jpeg' | 'png' | 'webp';
export const PHOTO_CONTENT_TYPES: Record<PhotoKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
/** Bytes enough to tell the three apart. */
export const SNIFF_BYTES = 16;

const ascii = (bytes: Uint8Array, from: number, to: number): string => String.fromCharCode(...bytes.slice(from, to));

export function photoKindOf(bytes: Uint8Array): PhotoKind | undefined {
  const kind = sniffKind(bytes);
  if (kind === 'jpeg' || kind === 'png') return kind;
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

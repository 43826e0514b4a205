import type { LogoType } from '@shared/api/routes/settings';

/**
 * The real type of an uploaded logo, from its bytes (platform §9 logo types:
 * png, jpeg, gif, svg, jpg). The name and the declared content type are the
 * uploader's claims; only these checks decide.
 */
export type SniffedType = 'png' | 'jpeg' | 'gif' | 'svg';

export const CONTENT_TYPES: Record<SniffedType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61];
const GIF89 = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];

/**
 * Whether text is an SVG document at all: UTF-8 XML whose root element is
 * `<svg>` in the SVG namespace, with no document type declaration (so no
 * external or expanding entities). What it may contain is not decided here:
 * every accepted SVG is then sanitised by DOMPurify's SVG profile
 * (functions/lib/svg-sanitiser.ts), and served under a sandboxing CSP.
 */
export function svgProblem(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'not UTF-8 text';
  }
  if (text.includes('\u0000')) return 'binary content';
  // Drop a BOM, the XML declaration, comments and whitespace before the root.
  const body = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .trimStart();
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return 'document type declarations are not allowed';
  if (!/^<svg[\s>]/.test(body)) return 'the root element is not <svg>';
  if (!/xmlns\s*=\s*["']http:\/\/www\.w3\.org\/2000\/svg["']/.test(body)) return 'missing the SVG namespace';
  if (!/<\/svg>\s*$/.test(body) && !/^<svg[^>]*\/>\s*$/.test(body)) return 'the <svg> element is not closed';
  return undefined;
}

/** The type the bytes really are, or undefined for anything else. */
export function sniffLogoType(bytes: Uint8Array): SniffedType | undefined {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'gif';
  if (svgProblem(bytes) === undefined) return 'svg';
  return undefined;
}

/** The type a file name claims ('jpg' is a jpeg). */
export const claimedType = (fileName: string): SniffedType => {
  const ext = (fileName.split('.').pop() ?? '').toLowerCase() as LogoType;
  return ext === 'jpg' ? 'jpeg' : ext;
};

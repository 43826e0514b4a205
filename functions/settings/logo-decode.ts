import { GifReader } from 'omggif';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { SniffedType } from './logo-type';

/**
 * Whether a raster logo decodes as the image its signature claims, all of it
 * (docs/decisions.md 'Raster logos must decode whole': a PNG signature followed by HTML
 * was stored as image/png). The file must decode with a maintained decoder, and nothing
 * may follow the image's own end marker, so no other document can ride along in the
 * bytes.
 */

/** Largest decoded image accepted: a logo has no business being bigger (and it bounds memory). */
const MAX_PIXELS = 4096 * 4096;

const PNG_IEND = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
const endsWith = (bytes: Uint8Array, tail: readonly number[]): boolean =>
  bytes.length >= tail.length && tail.every((b, i) => bytes[bytes.length - tail.length + i] === b);

function decodesAsPng(bytes: Uint8Array): boolean {
  if (!endsWith(bytes, PNG_IEND)) return false;
  const image = PNG.sync.read(Buffer.from(bytes));
  return image.width * image.height <= MAX_PIXELS;
}

function decodesAsJpeg(bytes: Uint8Array): boolean {
  // EOI, then at most padding bytes some cameras add.
  const trimmed = bytes.subarray(0, bytes.length - (bytes.length - 1 - bytes.lastIndexOf(0xd9)));
  if (
    !endsWith(trimmed, [0xff, 0xd9]) ||
    bytes.length - trimmed.length > 16 ||
    bytes.subarray(trimmed.length).some((b) => b !== 0)
  )
    return false;
  const image = jpeg.decode(bytes, {
    useTArray: true,
    maxResolutionInMP: MAX_PIXELS / 1_000_000,
    maxMemoryUsageInMB: 256,
  });
  return image.width > 0 && image.height > 0;
}

function decodesAsGif(bytes: Uint8Array): boolean {
  if (bytes[bytes.length - 1] !== 0x3b) return false;
  const reader = new GifReader(Buffer.from(bytes));
  if (reader.width * reader.height > MAX_PIXELS || reader.numFrames() < 1) return false;
  const pixels = new Uint8Array(reader.width * reader.height * 4);
  for (let frame = 0; frame < reader.numFrames(); frame++) reader.decodeAndBlitFrameRGBA(frame, pixels);
  return true;
}

/** True when the bytes are wholly one image of that type. */
export function decodesAsImage(type: Exclude<SniffedType, 'svg'>, bytes: Uint8Array): boolean {
  try {
    if (type === 'png') return decodesAsPng(bytes);
    if (type === 'jpeg') return decodesAsJpeg(bytes);
    return decodesAsGif(bytes);
  } catch {
    return false;
  }
}

import type { AttachmentKind } from '@shared/chat/attachments';

/**
 * A file's real type from its first bytes (magic numbers), never from its
 * name or the browser's label. docx and xlsx are zip packages: the zip
 * signature plus an entry under `word/` or `xl/` (zip entry names are stored
 * uncompressed, so they can be read from the bytes).
 */
const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  signature.every((b, i) => bytes[i] === b);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

export function sniffKind(bytes: Uint8Array): AttachmentKind | undefined {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, ZIP)) {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
    if (text.includes('word/')) return 'docx';
    if (text.includes('xl/')) return 'xlsx';
  }
  return undefined;
}

import { describe, expect, it } from 'vitest';
import { photoKindOf } from './photo-sniff';

describe('a photo by its first bytes', () => {
  it('knows JPEG, PNG and WebP, and refuses anything else whatever its name', () => {
    expect(photoKindOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBe('jpeg');
    expect(photoKindOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png');
    expect(photoKindOf(new TextEncoder().encode('RIFF\u0010\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
    expect(photoKindOf(new TextEncoder().encode('RIFF\u0010\u0000\u0000\u0000WAVEfmt '))).toBeUndefined();
    expect(photoKindOf(new TextEncoder().encode('%PDF-1.4'))).toBeUndefined();
    expect(photoKindOf(new Uint8Array([]))).toBeUndefined();
  });
});

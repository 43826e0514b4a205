import { describe, expect, it } from 'vitest';
import { sniffKind } from './file-sniff';

describe('file type from the bytes', () => {
  it('knows jpeg, png, pdf, docx and xlsx by their magic numbers, and nothing else', () => {
    expect(sniffKind(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffKind(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffKind(new TextEncoder().encode('%PDF-1.7'))).toBe('pdf');
    const zip = (entry: string) =>
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode(`....${entry}document.xml`)]);
    expect(sniffKind(zip('word/'))).toBe('docx');
    expect(sniffKind(zip('xl/'))).toBe('xlsx');
    expect(sniffKind(zip('other/'))).toBeUndefined();
    expect(sniffKind(new TextEncoder().encode('GIF89a'))).toBeUndefined();
    expect(sniffKind(new Uint8Array())).toBeUndefined();
  });
});

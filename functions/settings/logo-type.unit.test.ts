import { describe, expect, it } from 'vitest';
import { claimedType, sniffLogoType, svgProblem } from './logo-type';

const bytes = (values: number[]): Uint8Array => Uint8Array.from(values);
const text = (value: string): Uint8Array => new TextEncoder().encode(value);

describe('sniffLogoType', () => {
  it('recognises png, jpeg, gif and svg by their bytes', () => {
    expect(sniffLogoType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffLogoType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffLogoType(text('GIF89a....'))).toBe('gif');
    expect(sniffLogoType(text('\uFEFF<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
  });

  it('refuses text, html and what is not an svg document', () => {
    expect(sniffLogoType(text('just some text'))).toBeUndefined();
    expect(sniffLogoType(text('<html><svg xmlns="http://www.w3.org/2000/svg"></svg></html>'))).toBeUndefined();
    expect(svgProblem(text('<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toMatch(
      /document type/,
    );
    expect(svgProblem(text('<svg><rect/></svg>'))).toMatch(/namespace/);
    expect(svgProblem(bytes([0xc3, 0x28]))).toMatch(/UTF-8/);
  });

  it('reads the claimed type from the file name, jpg being jpeg', () => {
    expect(claimedType('Logo.JPG')).toBe('jpeg');
    expect(claimedType('a.b.svg')).toBe('svg');
  });
});

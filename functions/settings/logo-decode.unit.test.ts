import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { decodesAsImage } from './logo-decode';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
// A real 2x2 JPEG, made by a maintained encoder.
const JPEG = Buffer.from(jpeg.encode({ data: new Uint8Array(2 * 2 * 4).fill(200), width: 2, height: 2 }, 80).data);
const html = Buffer.from('<html><script>alert(1)</script></html>');

describe('decodesAsImage: all of the file is one image', () => {
  it('accepts whole png, gif and jpeg images', () => {
    expect(decodesAsImage('png', PNG)).toBe(true);
    expect(decodesAsImage('gif', GIF)).toBe(true);
    expect(decodesAsImage('jpeg', JPEG)).toBe(true);
  });

  it.each([
    ['png', Buffer.concat([PNG.subarray(0, 8), html])],
    ['png', Buffer.concat([PNG, html])],
    ['png', PNG.subarray(0, PNG.length - 12)],
    ['gif', Buffer.concat([GIF, html])],
    ['gif', GIF.subarray(0, 20)],
    ['jpeg', Buffer.concat([JPEG, html])],
    ['jpeg', Buffer.concat([JPEG.subarray(0, 4), html, Buffer.from([0xff, 0xd9])])],
  ] as const)('refuses a %s that is not wholly an image', (type, bytes) => {
    expect(decodesAsImage(type, bytes)).toBe(false);
  });
});

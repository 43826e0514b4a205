import { beforeAll, describe, expect, it } from 'vitest';
import { sanitiseSvg } from './svg-sanitiser';

describe('sanitiseSvg (DOMPurify SVG profile)', () => {
  // jsdom loads once, on the first svg; a busy machine can take several seconds.
  beforeAll(() => sanitiseSvg('<svg xmlns="http://www.w3.org/2000/svg"/>'), 60_000);

  it('keeps a drawing as it is, camel-case attributes included', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#0a0"></circle></svg>';
    expect(await sanitiseSvg(svg)).toBe(svg);
  });

  it.each([
    [
      'an XHTML-namespaced script',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:h="http://www.w3.org/1999/xhtml"><h:script>alert(1)</h:script></svg>',
    ],
    [
      'an entity-encoded javascript: link',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="&#106;avascript:alert(1)"><text>x</text></a></svg>',
    ],
    [
      'a set of an event attribute',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect><set attributeName="onclick" to="alert(1)"/></rect></svg>',
    ],
    ['an event handler', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'],
  ])('removes %s', async (_, svg) => {
    const clean = await sanitiseSvg(svg);
    expect(clean).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(clean).not.toMatch(/<script|<h:script|javascript|&#106;|<set|onclick|onload/i);
  });

  it('writes the HTML-only no-break-space entity as a numeric reference (the result stays XML)', async () => {
    expect(await sanitiseSvg('<svg xmlns="http://www.w3.org/2000/svg"><text>a\u00a0b</text></svg>')).toContain(
      'a&#160;b',
    );
  });
});

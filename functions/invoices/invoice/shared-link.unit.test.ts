import { describe, expect, it } from 'vitest';
import { linkUrl } from './shared-link';

/** Where a texted invoice link opens (docs/invoices-api.md 'Shared link'): configuration only. */
describe('linkUrl', () => {
  it('opens on the organisation’s own subdomain when tenants have subdomains', () => {
    expect(linkUrl('tok', 'sharma', { TENANT_ROOT_DOMAIN: 'karkhana.in', WEB_ORIGIN: 'https://karkhana.in' })).toBe(
      'https://sharma.karkhana.in/i/tok',
    );
  });

  it('opens on the app’s address otherwise, without a doubled slash', () => {
    expect(linkUrl('tok', 'sharma', { WEB_ORIGIN: 'https://d1234.cloudfront.net/' })).toBe(
      'https://d1234.cloudfront.net/i/tok',
    );
    expect(linkUrl('tok', undefined, { TENANT_ROOT_DOMAIN: 'karkhana.in', WEB_ORIGIN: 'http://localhost:5173' })).toBe(
      'http://localhost:5173/i/tok',
    );
  });

  it('refuses to make a link when the address is not configured', () => {
    expect(() => linkUrl('tok', 'sharma', {})).toThrow(/WEB_ORIGIN/);
  });
});

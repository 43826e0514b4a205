import { config, type Config } from './config';

/**
 * The address of a page of the web app that a link sent to a customer opens (an
 * invoice, a booking page; docs/invoices-api.md 'Shared link'): the organisation's
 * own subdomain `https://<domain>.<TENANT_ROOT_DOMAIN>` where tenants have one,
 * else WEB_ORIGIN. Never the request's Origin or Host, which the caller chooses: a
 * customer would be sent a link to any site.
 */
export function webPageUrl(
  page: string,
  orgDomain: string | undefined,
  settings: Pick<Config, 'WEB_ORIGIN' | 'TENANT_ROOT_DOMAIN'> = config(),
): string {
  if (settings.TENANT_ROOT_DOMAIN && orgDomain) return `https://${orgDomain}.${settings.TENANT_ROOT_DOMAIN}/${page}`;
  if (settings.WEB_ORIGIN) return `${settings.WEB_ORIGIN.replace(/\/+$/, '')}/${page}`;
  throw new Error('Invalid environment: WEB_ORIGIN (or TENANT_ROOT_DOMAIN) is required to send links to customers');
}

/** Whether the link needs the organisation's domain (read only when tenants have subdomains). */
export const linksUseOrgDomain = (): boolean => Boolean(config().TENANT_ROOT_DOMAIN);

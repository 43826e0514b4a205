import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@shared/api/errors';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import { partiesRoutes } from '@shared/api/routes/parties';
import type { Party } from '@shared/parties/party-schemas';
import { InvoiceMessages as M } from '@shared/invoices/invoice-messages';
import { FieldMessages } from '@shared/validation/field-messages';
import { resetConfig } from '../lib/config';
import { readOutbox } from '../lib/notifier';
import { invoke } from '../test/invoke';
import {
  createApprovedInvoice,
  invoiceAction,
  invoicesOrganisation,
  ok,
  type InvoicesOrganisation,
} from '../test/invoices-test-kit';

/**
 * Send SMS (docs/invoices-api.md 'Shared link'): the link's address comes from
 * configuration (WEB_ORIGIN, or the organisation's subdomain under
 * TENANT_ROOT_DOMAIN), never from the request; the phone is an Indian mobile number.
 */

type Sent = { Ph: string; Link: string };
const HOSTILE = { origin: 'https://evil.example', host: 'evil.example', 'x-forwarded-host': 'evil.example' };

let s: InvoicesOrganisation;
beforeAll(async () => {
  s = await invoicesOrganisation(['owner', 'cashier']);
}, 120_000);

afterEach(() => {
  delete process.env.TENANT_ROOT_DOMAIN;
  resetConfig();
});

const sendSms = (
  inv: { _id: string; ver: number },
  extra: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  invoke<Sent & ApiErrorBody>(invoicesRoutes.invoiceAction, {
    token: s.tokens.cashier,
    params: { Id: inv._id, Action: 'SendSMS' },
    body: { ver: inv.ver, ...extra },
    headers,
  });

describe('the link texted to the customer', () => {
  it('opens on the configured web app whatever Origin and Host the request names', async () => {
    const inv = await createApprovedInvoice(s.tokens.owner, s.cv);
    const sent = await sendSms(inv, { Ph: '9876500001' }, HOSTILE);
    expect(sent.status).toBe(200);
    expect(sent.body.Link).toMatch(/^https:\/\/app\.karkhana\.test\/i\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const message = readOutbox().findLast((m) => m.to === '9876500001');
    expect(message?.text).toContain(`${sent.body.Link} `);
    expect(message?.text).not.toContain('evil.example');
  });

  it('opens on the organisation’s own subdomain when tenants have subdomains', async () => {
    process.env.TENANT_ROOT_DOMAIN = 'karkhana.in';
    resetConfig();
    const inv = await createApprovedInvoice(s.tokens.owner, s.cv);
    const sent = await sendSms(inv, { Ph: '9876500002' }, HOSTILE);
    expect(sent.status).toBe(200);
    expect(sent.body.Link.startsWith(`https://${s.org.domain}.karkhana.in/i/`)).toBe(true);
    expect(readOutbox().findLast((m) => m.to === '9876500002')?.text).toContain(sent.body.Link);
  });
});

describe('the phone', () => {
  it('must be an Indian mobile number: emoji, text and landlines are refused and nothing is sent', async () => {
    const inv = await createApprovedInvoice(s.tokens.owner, s.cv);
    const before = readOutbox().length;
    for (const [Ph, message] of [
      ['📞📞📞', FieldMessages.phone],
      ['call me', FieldMessages.phone],
      ['98765', FieldMessages.phone],
      ['022 2345 6789', FieldMessages.mobile],
    ] as const) {
      const a = await sendSms(inv, { Ph });
      expect(a.status, Ph).toBe(400);
      expect(a.body.message, Ph).toBe(message);
    }
    expect(readOutbox().length).toBe(before);
    const ok = await sendSms(inv, { Ph: '+91 98765-00003' });
    expect(ok.status).toBe(200);
    expect(ok.body.Ph).toBe('9876500003');
    expect(readOutbox().findLast((m) => m.to === '9876500003')?.text).toContain(inv.Num);
  });

  it('is the recipient’s own mobile when none is given; a landline on file is refused with a clear message', async () => {
    const inv = await createApprovedInvoice(s.tokens.owner, s.cv);
    const a = await invoiceAction<Sent>(s.tokens.cashier, inv, 'SendSMS');
    expect(a.status).toBe(200);
    expect(a.body.Ph).toMatch(/^7\d{9}$/);

    const landline = `22${String(Date.now()).slice(-8)}`;
    const office = await ok<Party>(partiesRoutes.createCustomer, {
      token: s.tokens.owner,
      body: { FName: 'Office', LName: 'Desk', Cons: { Phones: { Main: landline } } },
    });
    const billed = await createApprovedInvoice(s.tokens.owner, s.cv, { Cust: office._id, ProdId: undefined });
    const refused = await invoiceAction<ApiErrorBody>(s.tokens.cashier, billed, 'SendSMS');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(M.smsNotMobile);
    expect(readOutbox().some((m) => m.to === landline)).toBe(false);
  });
});

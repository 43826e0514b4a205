import { beforeAll, describe, expect, it } from 'vitest';
import { approvalRoutes } from '@shared/api/routes/approval';
import { serviceRoutes as routes } from '@shared/api/routes/service';
import { ApprovalMessages as M } from '@shared/service/approval-messages';
import type { SendForApprovalAnswer } from '@shared/service/approval-schemas';
import type { EstimateAnswer } from '@shared/service/call-schemas';
import { readOutbox } from '../lib/notifier';
import { approvalPage, customerDecides, linkTokenOf, sendLink } from '../test/approval-test-kit';
import {
  createCustomerAndVehicle,
  createEstimate,
  documentItemsOf,
  ok,
  serviceOrganisation,
  type CustomerAndVehicle,
  type ServiceOrganisation,
} from '../test/service-test-kit';
import { signApprovalLink } from '../lib/approval-link';
import { listApprovalRecords } from '../data/approvals/approval-records';

/**
 * Approval by link (docs/customer-loop.md 'Approval by link') through the real
 * handler and DynamoDB Local: send, the customer's page, decisions per line with
 * the roll-ups, the audit and the unchangeable record, and every refusal writing nothing.
 */
let s: ServiceOrganisation;
let cv: CustomerAndVehicle;
let sa = '';

beforeAll(async () => {
  s = await serviceOrganisation(['owner', 'advisor', 'manager']);
  sa = s.org.users.advisor.userId;
  cv = await createCustomerAndVehicle(s.tokens.advisor, 'Meera Nair');
}, 120_000);

const tokenOf = linkTokenOf;
const send = (est: { _id: string; ver: number }, body: Record<string, unknown> = {}) =>
  sendLink(s.tokens.advisor, est, body);
const page = approvalPage;
const decide = customerDecides;
const estimateNow = (id: string) =>
  ok<EstimateAnswer>(routes.estimate, { token: s.tokens.advisor, params: { Id: id } });

/** A sent estimate and its link's token. */
async function sentEstimate(): Promise<{ est: EstimateAnswer; token: string; sent: SendForApprovalAnswer }> {
  const est = await createEstimate(s.tokens.advisor, cv, sa);
  const answer = await send(est);
  expect(answer.status).toBe(200);
  return { est, token: tokenOf(answer.body.Link), sent: answer.body };
}

describe('send for approval', () => {
  it('puts the lines waiting, sends the signed link by SMS through the notifier, and records what was sent', async () => {
    const { est, token, sent } = await sentEstimate();
    expect(sent.Sts).toBe('WtngForAppr');
    expect(sent.ver).toBe(est.ver + 1);
    expect(sent.Link).toMatch(/\/a#[\w-]+\.[\w-]+\.[\w-]+$/);
    const sms = readOutbox().at(-1);
    expect(sms).toMatchObject({ channel: 'sms', to: sent.Ph });
    expect(sms?.text).toContain(sent.Link);
    expect(sms?.text).toContain(String(est.Num));
    const now = await estimateNow(est._id);
    expect([...(now.Ops ?? []), ...(now.Parts ?? [])].map((l) => l.Sts)).toEqual([
      'WtngForAppr',
      'WtngForAppr',
      'WtngForAppr',
      'WtngForAppr',
    ]);
    const log = await ok<{ Items: { Action: string; Changes: { Path: string; After?: unknown }[] }[] }>(
      routes.estimateAudit,
      { token: s.tokens.manager, params: { Id: est._id } },
    );
    const entry = log.Items[0];
    expect(entry?.Action).toBe('SendForApproval');
    expect(entry?.Changes).toContainEqual({ Path: 'Ph', After: sent.Ph });
    expect(entry?.Changes).toContainEqual({ Path: 'Channel', After: 'SMS' });
    // The audit keeps the message, never the token (the customer's key).
    expect(JSON.stringify(entry)).not.toContain(token);
  });

  it('WhatsApp answers a click-to-chat address with the same text, and a stale ver is refused', async () => {
    const est = await createEstimate(s.tokens.advisor, cv, sa);
    const wa = await send(est, { Channel: 'WhatsApp' });
    expect(wa.body.WhatsApp).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=/);
    expect((await send(est)).status).toBe(409);
  });
});

describe('the customer decides on the page', () => {
  it('shows the lines with GST totals; approving one and declining another rolls up, with audit and record', async () => {
    const { est, token } = await sentEstimate();
    const shown = await page(token);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ Num: est.Num, RegNo: cv.regNo, CustName: cv.custName, Sts: 'WtngForAppr' });
    expect(shown.body.Lines.map((l) => [l.Id, l.Kind, l.Sts])).toEqual([
      ['EO1', 'Labour', 'WtngForAppr'],
      ['EO2', 'Labour', 'WtngForAppr'],
      ['EP1', 'Part', 'WtngForAppr'],
      ['EP2', 'Part', 'WtngForAppr'],
    ]);
    // Labour 1,000 + 2,000; parts 2 × 250.50 + 2 × 501: taxable 4,503, GST 18% = 810.54, total 5,313.54,
    // rounded by the branch to 5,314.
    expect(shown.body.Totals).toMatchObject({
      Taxable: 4503,
      CGST: 405.27,
      SGST: 405.27,
      Total: 5313.54,
      Adjust: 0.46,
      GrandTotal: 5314,
    });
    expect(JSON.stringify(shown.body)).not.toMatch(/Cost|Tech|MPN|"SA"/);

    const done = await decide(token, {
      ver: shown.body.ver,
      Name: 'Meera Nair',
      Decisions: [
        { LineId: 'EO1', Decision: 'Approve' },
        { LineId: 'EO2', Decision: 'Decline' },
      ],
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ Approved: 1, Declined: 1 });
    const now = await estimateNow(est._id);
    expect(now.Ops?.map((l) => l.Sts)).toEqual(['Approved', 'Declined']);
    // Parts still wait: the estimate stays WtngForAppr (§4 roll-ups) until they are decided too.
    expect(now.Sts).toBe('WtngForAppr');

    const rest = await decide(token, {
      ver: now.ver,
      Name: 'Meera Nair',
      Decisions: [
        { LineId: 'EP1', Decision: 'Approve' },
        { LineId: 'EP2', Decision: 'Approve' },
      ],
    });
    expect(rest.status).toBe(200);
    expect((await estimateNow(est._id)).Sts).toBe('Approved');
    // What the open estimate polls: the header's ver and status only.
    const state = await ok<{ ver: number; Sts: string }>(approvalRoutes.approvalState, {
      token: s.tokens.advisor,
      params: { Id: est._id },
    });
    expect(state).toEqual({ ver: est.ver + 3, Sts: 'Approved' });

    const log = await ok<{ Items: { Action: string; ByName?: string; At: string; Changes: { Path: string }[] }[] }>(
      routes.estimateAudit,
      { token: s.tokens.manager, params: { Id: est._id } },
    );
    const first = log.Items.find(
      (a) => a.Action === 'CustomerApproval' && a.Changes.some((c) => c.Path === 'Ops.EO1.Sts'),
    );
    expect(first?.ByName).toBe('Meera Nair');
    expect(first?.Changes).toContainEqual({ Path: 'IP', After: '203.0.113.7' });
    expect(first?.Changes).toContainEqual({ Path: 'Ops.EO2.Sts', Before: 'WtngForAppr', After: 'Declined' });
    expect(Date.parse(first?.At ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const records = await listApprovalRecords(s.org.orgId, est._id);
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({ Name: 'Meera Nair', IP: '203.0.113.7', UA: 'Phone browser' });
    expect(records[0]?.Lines.find((l) => l.Id === 'EO2')?.Sts).toBe('Declined');
    expect(records[0]?.Totals.GrandTotal).toBeGreaterThan(0);
  });

  it('a second decision of a decided line is refused with its own text, and writes nothing', async () => {
    const { est, token } = await sentEstimate();
    const first = await decide(token, {
      ver: est.ver + 1,
      Name: 'Meera Nair',
      Decisions: [{ LineId: 'EO1', Decision: 'Approve' }],
    });
    expect(first.status).toBe(200);
    const before = await documentItemsOf(s.org.orgId);
    const again = await decide(token, {
      ver: first.body.Page.ver,
      Name: 'Meera Nair',
      Decisions: [{ LineId: 'EO1', Decision: 'Decline' }],
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.alreadyDecided('Operation 1', 'approved'));
    expect(await documentItemsOf(s.org.orgId)).toEqual(before);
    expect(await listApprovalRecords(s.org.orgId, est._id)).toHaveLength(1);
  });

  it('two submissions at once: one wins, the other is refused and writes nothing', async () => {
    const { est, token } = await sentEstimate();
    const body = (Decision: string) => ({
      ver: est.ver + 1,
      Name: 'Meera Nair',
      Decisions: [{ LineId: 'EO2', Decision }],
    });
    const answers = await Promise.all([decide(token, body('Approve')), decide(token, body('Decline'))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200);
    const now = await estimateNow(est._id);
    expect(now.Ops?.[1]?.Sts).toBe(winner?.body.Approved === 1 ? 'Approved' : 'Declined');
    expect(now.ver).toBe(est.ver + 2);
    expect(await listApprovalRecords(s.org.orgId, est._id)).toHaveLength(1);
  });

  it('forged, altered and expired links are refused with their own text, and write nothing', async () => {
    const { est, token } = await sentEstimate();
    const before = await documentItemsOf(s.org.orgId);
    const [h, p, sig] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    const altered = `${h}.${Buffer.from(JSON.stringify({ ...claims, exp: Number(claims.exp) + 86_400 })).toString('base64url')}.${sig}`;
    const forged = `${h}.${p}.${sig.slice(0, -4)}AAAA`;
    const expired = (
      await signApprovalLink(
        { org: s.org.orgId, ent: String(claims.ent), doc: est._id },
        new Date(Date.now() - 4 * 86_400_000),
      )
    ).token;
    const body = { ver: est.ver + 1, Name: 'Meera Nair', Decisions: [{ LineId: 'EO1', Decision: 'Approve' }] };
    for (const [bad, text] of [
      [altered, M.linkInvalid],
      [forged, M.linkInvalid],
      [expired, M.linkExpired],
    ] as const) {
      expect((await page(bad)).body.message).toBe(text);
      const refused = await decide(bad, body);
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe(text);
    }
    expect(await documentItemsOf(s.org.orgId)).toEqual(before);
    expect(await listApprovalRecords(s.org.orgId, est._id)).toHaveLength(0);
  });

  it('an unsigned name or no decisions is a 400', async () => {
    const { est, token } = await sentEstimate();
    expect(
      (await decide(token, { ver: est.ver + 1, Name: ' ', Decisions: [{ LineId: 'EO1', Decision: 'Approve' }] }))
        .status,
    ).toBe(400);
    expect((await decide(token, { ver: est.ver + 1, Name: 'Meera Nair', Decisions: [] })).status).toBe(400);
  });
});

import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { partiesRoutes } from '@shared/api/routes/parties';
import { purchaseOrderStepRoutes as steps } from '@shared/api/routes/purchase-order-steps';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import { settingsRoutes, type EntitySettingsAnswer } from '@shared/api/routes/settings';
import { Messages } from '@shared/api/messages';
import type { RouteDef } from '@shared/api/route';
import type { Party } from '@shared/parties/party-schemas';
import { PoStepMessages } from '@shared/purchasing/po-step-messages';
import type { PoPrintAnswer, PoSendAnswer } from '@shared/purchasing/po-step-schemas';
import { PurchaseMessages } from '@shared/purchasing/purchase-messages';
import type { PurchaseOrderAnswer, PurchaseReceiveAnswer } from '@shared/purchasing/purchase-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { readOutbox } from '../lib/notifier';
import { invoke, type Answer } from '../test/invoke';
import { createPart, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';
import { signPoLink } from './po-link';

/**
 * A purchase order's approval, sending and close (docs/purchasing.md §18–§19)
 * against DynamoDB Local through the real handlers: every transition at the
 * order's `ver`, each refusal writing nothing, two approvals at once, the
 * vendor's link by SMS and e-mail, and the link forged, expired or of another
 * kind refused.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'partsmanager' | 'partsclerk', string>;
let main: Warehouse;
let asha: Party;

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'partsmanager', 'partsclerk'] as const));
  main = await createWarehouse(tokens.owner, 'Main');
  const made = await invoke<Party>(partiesRoutes.createVendor, {
    token: tokens.owner,
    body: {
      DName: 'Asha Auto Spares',
      Cons: { Phones: { Main: '9845000011' }, Emails: ['orders@asha.example'] },
      BAdd: { A1: '12 KR Road', Ct: 'Bengaluru', St: 'Karnataka', Pin: '560004' },
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  asha = made.body;
  await createPart(org.orgId, { _id: 'PRT9501', PCode: 'BP-F', Desc: 'Brake pads, front', UoM: 'SET' });
});

const draft = async (): Promise<PurchaseOrderAnswer> => {
  const made = await invoke<PurchaseOrderAnswer>(purchasingRoutes.createPurchaseOrder, {
    token: tokens.partsmanager,
    body: { VendId: asha._id, WhId: main._id, Lines: [{ ItemId: 'PRT9501', Qty: 3, Rate: 1234.56 }] },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body;
};
type StepRoute = RouteDef;
const step = (route: StepRoute, order: { _id: string; ver: number }, token = tokens.partsmanager) =>
  invoke<PurchaseOrderAnswer>(route, { token, params: { Id: order._id }, body: { ver: order.ver } });
const read = async (Id: string) =>
  (await invoke<PurchaseOrderAnswer>(purchasingRoutes.purchaseOrder, { token: tokens.partsmanager, params: { Id } }))
    .body;
const ok = <T>(answer: Answer<T>): T => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const setApproval = async (ApprPO: boolean) => {
  const settings = ok(await invoke<EntitySettingsAnswer>(settingsRoutes.getEntitySettings, { token: tokens.owner }));
  ok(
    await invoke(settingsRoutes.putInventory, {
      token: tokens.owner,
      body: { ver: settings.ver, Inventory: { ...settings.Settings.Inventory, ApprPO } },
    }),
  );
};
const save = (order: PurchaseOrderAnswer, token: string, Notes: string) =>
  invoke<PurchaseOrderAnswer>(purchasingRoutes.savePurchaseOrder, {
    token,
    params: { Id: order._id },
    body: { ver: order.ver, Notes },
  });

describe('without approval (the default)', () => {
  it('sends a draft straight away and refuses to submit it for approval, writing nothing', async () => {
    const order = await draft();
    expectRefused(await step(steps.submitPurchaseOrder, order), 400, PoStepMessages.noApprovalNeeded);
    expect((await read(order._id)).ver).toBe(order.ver);
    const sent = ok(await step(purchasingRoutes.sendPurchaseOrder, order));
    expect(sent).toMatchObject({ Sts: 'Sent' });
    expect(sent.SentAt).toBeDefined();
  });
});

describe('with approval', () => {
  it('goes Draft → Need To Be Sent → Approved → Sent, each at its ver, and refuses every step out of turn', async () => {
    await setApproval(true);
    const order = await draft();
    // A draft cannot be sent before it is approved; nothing changes.
    expectRefused(await step(purchasingRoutes.sendPurchaseOrder, order), 400, PoStepMessages.approveFirst);
    expectRefused(await step(steps.approvePurchaseOrder, order), 400, PoStepMessages.notOpen('Approve', 'Draft'));
    expect((await read(order._id)).ver).toBe(order.ver);
    const waiting = ok(await step(steps.submitPurchaseOrder, order));
    expect(waiting.Sts).toBe('Need To Be Sent');
    expectRefused(await step(steps.approvePurchaseOrder, order), 409, Messages.conflict);
    // The clerk has no PO right at all; receiving is refused until approved.
    expectRefused(await step(steps.approvePurchaseOrder, waiting, tokens.partsclerk), 403);
    const approved = ok(await step(steps.approvePurchaseOrder, waiting));
    expect(approved.Sts).toBe('Approved');
    const sent = ok(await step(purchasingRoutes.sendPurchaseOrder, approved));
    expect(sent.Sts).toBe('Sent');
  });

  it('lets two approvals at one ver through once: the other is 409 and writes nothing', async () => {
    const waiting = ok(await step(steps.submitPurchaseOrder, await draft()));
    const both = await Promise.all([
      step(steps.approvePurchaseOrder, waiting),
      step(steps.approvePurchaseOrder, waiting, tokens.owner),
    ]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
    const now = await read(waiting._id);
    expect(now).toMatchObject({ Sts: 'Approved', ver: waiting.ver + 1 });
  });

  it('edits an approved order only with EdApprPO, as Modified, which is approved and sent again', async () => {
    const approved = ok(
      await step(steps.approvePurchaseOrder, ok(await step(steps.submitPurchaseOrder, await draft()))),
    );
    // The parts manager holds Inventory PO but not the Service flag EdApprPO.
    expectRefused(await save(approved, tokens.partsmanager, 'Two sets'), 403, PoStepMessages.editApprovedRight);
    expect((await read(approved._id)).ver).toBe(approved.ver);
    const modified = ok(await save(approved, tokens.owner, 'Two sets'));
    expect(modified).toMatchObject({ Sts: 'Modified', Notes: 'Two sets' });
    expectRefused(await step(purchasingRoutes.sendPurchaseOrder, modified), 400, PoStepMessages.approveFirst);
    const again = ok(await step(steps.approvePurchaseOrder, modified));
    expect(again.Sts).toBe('Approved');
  });
});

describe('sending to the vendor and the public page', () => {
  const send = (order: PurchaseOrderAnswer, body: Record<string, unknown> = {}) =>
    invoke<PoSendAnswer>(steps.sendPurchaseOrderLink, {
      token: tokens.partsmanager,
      params: { Id: order._id },
      body: { ver: order.ver, ...body },
    });
  const publicPage = (Token: string) => invoke<PoPrintAnswer>(steps.sharedPurchaseOrder, { params: { Token } });

  it('sends the signed link by SMS and e-mail to the vendor on record, moves the order to Sent and records to whom', async () => {
    const approved = ok(
      await step(steps.approvePurchaseOrder, ok(await step(steps.submitPurchaseOrder, await draft()))),
    );
    const before = readOutbox().length;
    const sent = ok(await send(approved));
    expect(sent.Order).toMatchObject({ Sts: 'Sent', SentTo: '9845000011, orders@asha.example' });
    expect(sent.To).toEqual(['9845000011', 'orders@asha.example']);
    const messages = readOutbox().slice(before);
    expect(messages.map((m) => [m.channel, m.to])).toEqual([
      ['sms', '9845000011'],
      ['email', 'orders@asha.example'],
    ]);
    for (const m of messages) expect(m.text).toContain(sent.Link);
    expect(messages[0]?.text).toContain('₹4,370.34');
    const token = sent.Link.split('/p/')[1] ?? '';
    const page = ok(await publicPage(token));
    expect(page.Order).toMatchObject({ Num: approved.Num, Total: 4370.34, CGST: 333.33, SGST: 333.33 });
    expect(page.Vendor).toMatchObject({ Name: 'Asha Auto Spares', StCode: '29', Email: 'orders@asha.example' });
    expect(page.Buyer.Name).toBeTruthy();
    // Sent again to another number: the status stays, the recipient is recorded.
    const resent = ok(await send(sent.Order, { Ph: '9845000022' }));
    expect(resent.Order).toMatchObject({ Sts: 'Sent', SentTo: '9845000022' });
  });

  it('refuses a forged, an expired and an invoice-kind link, and an order withdrawn since', async () => {
    await setApproval(false);
    const order = await draft();
    const sent = ok(await send(order));
    const token = sent.Link.split('/p/')[1] ?? '';
    const forged = `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    expectRefused(await publicPage(forged), 401, PoStepMessages.linkInvalid);
    const old = await signPoLink(
      { org: org.orgId, ent: org.workshopId, po: order._id },
      new Date(Date.now() - 15 * 24 * 3600 * 1000),
    );
    expectRefused(await publicPage(old.token), 401, PoStepMessages.linkExpired);
    // Claims the link's own, signed with another key: forged.
    const foreign = await new SignJWT({ org: org.orgId, ent: org.workshopId, po: order._id })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('karkhana')
      .setAudience('purchase-order-link')
      .setExpirationTime('1d')
      .sign(new TextEncoder().encode('not the key of this deployment, long enough'));
    expectRefused(await publicPage(foreign), 401, PoStepMessages.linkInvalid);
    ok(await step(purchasingRoutes.cancelPurchaseOrder, sent.Order));
    expectRefused(await publicPage(token), 404, PoStepMessages.linkNotFound);
  });

  it('refuses to send without a mobile number or e-mail, and a landline, sending nothing', async () => {
    const bare = ok(
      await invoke<Party>(partiesRoutes.createVendor, {
        token: tokens.owner,
        body: { DName: 'No Contact Traders', BAdd: { St: 'Karnataka' } },
      }),
    );
    const made = ok(
      await invoke<PurchaseOrderAnswer>(purchasingRoutes.createPurchaseOrder, {
        token: tokens.partsmanager,
        body: { VendId: bare._id, WhId: main._id, Lines: [{ ItemId: 'PRT9501', Qty: 1, Rate: 10 }] },
      }),
    );
    const before = readOutbox().length;
    expectRefused(await send(made), 400, PoStepMessages.noContact);
    expectRefused(await send(made, { Ph: '022 2345 6789' }), 400);
    expect(readOutbox().length).toBe(before);
    expect((await read(made._id)).Sts).toBe('Draft');
  });
});

describe('closing a part-received order', () => {
  it('closes it (PO U), after which nothing more is received; an order nothing came in against is cancelled instead', async () => {
    const sent = ok(await step(purchasingRoutes.sendPurchaseOrder, await draft()));
    expectRefused(await step(steps.closePurchaseOrder, sent), 400, PoStepMessages.notOpen('Close', 'Sent'));
    ok(
      await invoke<PurchaseReceiveAnswer>(purchasingRoutes.createPurchaseReceive, {
        token: tokens.partsmanager,
        body: { PoId: sent._id, Lines: [{ LineId: sent.Lines[0]?._id ?? '', Qty: 1 }] },
      }),
    );
    const part = await read(sent._id);
    expect(part.Sts).toBe('Partially Received');
    expectRefused(await save(part, tokens.owner, 'late'), 400, PoStepMessages.notOpen('Edit', 'Partially Received'));
    expectRefused(await step(steps.closePurchaseOrder, part, tokens.partsclerk), 403);
    const closed = ok(await step(steps.closePurchaseOrder, part));
    expect(closed).toMatchObject({ Sts: 'Closed' });
    expect(closed.Lines[0]).toMatchObject({ Qty: 3, RecQty: 1 });
    expectRefused(
      await invoke(purchasingRoutes.createPurchaseReceive, {
        token: tokens.partsmanager,
        body: { PoId: sent._id, Lines: [{ LineId: sent.Lines[0]?._id ?? '', Qty: 1 }] },
      }),
      400,
      PurchaseMessages.notReceivable('Closed'),
    );
  });
});

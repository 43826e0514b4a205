import { beforeAll, describe, expect, it } from 'vitest';
import { iamRoutes, type LoginResponse } from '@shared/api/routes/iam';
import { serviceRoutes as routes } from '@shared/api/routes/service';
import { DocumentLinkMessages } from '@shared/documents/document-links';
import type { InvoiceAnswer } from '@shared/invoices/call-schemas';
import type { EstimateAnswer, RepairOrderAnswer } from '@shared/service/call-schemas';
import { invoke } from '../test/invoke';
import { createApprovedInvoice, invoicesOrganisation, type InvoicesOrganisation } from '../test/invoices-test-kit';
import {
  createEstimate,
  createRepairOrder,
  financialYearNow,
  ok,
  serviceOrganisation,
  type ServiceOrganisation,
} from '../test/service-test-kit';
import { TEST_PASSWORD } from '../test/test-organisation';

/** Common/Documents/ByNumber: a number written in a chat message opens its document (docs/chat.md 'Document links', beyond the spec). */
let s: InvoicesOrganisation;
let other: ServiceOrganisation;
let estimate: EstimateAnswer;
let order: RepairOrderAnswer;
let invoice: InvoiceAnswer;

const lookUp = (token: string, Num: string) =>
  invoke<{ type?: string; Id?: string; message?: string; errorCode?: number }>(routes.documentByNumber, {
    token,
    query: { Num },
  });

beforeAll(async () => {
  // Only the roles the tests act as: every login runs scrypt.
  s = await invoicesOrganisation(['owner', 'advisor', 'cashier', 'technician']);
  other = await serviceOrganisation(['advisor']);
  const sa = s.org.users.advisor.userId;
  estimate = await createEstimate(s.tokens.advisor, s.cv, sa);
  order = await createRepairOrder(s.tokens.advisor, s.cv, sa);
  invoice = await createApprovedInvoice(s.tokens.owner, s.cv);
}, 180_000);

describe('a document by its number', () => {
  it('answers the type and id of an estimate, a repair order and an invoice of the caller’s branch', async () => {
    expect(estimate.Num).toMatch(/^EST\//);
    expect((await lookUp(s.tokens.advisor, estimate.Num)).body).toEqual({ type: 'Estimate', Id: estimate._id });
    expect((await lookUp(s.tokens.advisor, order.Num)).body).toEqual({ type: 'RepairOrder', Id: order._id });
    expect(invoice.Num).toMatch(/^INV\//);
    const found = await lookUp(s.tokens.advisor, invoice.Num);
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ type: 'Invoice', Id: invoice._id });
  });

  it('an unknown number, another organisation’s and another branch’s are the same 404', async () => {
    const unknown = await lookUp(s.tokens.advisor, `EST/${financialYearNow()}/99999`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(DocumentLinkMessages.notFound);
    // The other organisation has no documents: our numbers mean nothing there.
    for (const num of [estimate.Num, order.Num, invoice.Num]) {
      const there = await lookUp(other.tokens.advisor, num);
      expect(there.status).toBe(404);
      expect(there.body).toEqual(unknown.body);
    }
    // The owner reads invoices in both branches; from the parts branch the workshop's invoice is not found.
    const login = await ok<LoginResponse>(iamRoutes.authenticate, {
      body: { username: 'owner', password: TEST_PASSWORD, domain: s.org.domain },
    });
    const parts = await ok<LoginResponse>(iamRoutes.switchBranch, {
      token: login.Token,
      body: { ToEntityId: s.org.partsBranchId },
    });
    const elsewhere = await lookUp(parts.Token, invoice.Num);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toEqual(unknown.body);
    expect((await lookUp(s.tokens.owner, invoice.Num)).status).toBe(200);
  });

  it('without the read right on the type the answer is the 404 of an unknown number', async () => {
    // The cashier reads repair orders and invoices but not estimates; the technician reads no invoices.
    const hidden = await lookUp(s.tokens.cashier, estimate.Num);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe(DocumentLinkMessages.notFound);
    expect((await lookUp(s.tokens.cashier, order.Num)).body).toEqual({ type: 'RepairOrder', Id: order._id });
    expect((await lookUp(s.tokens.technician, invoice.Num)).status).toBe(404);
  });

  it('refuses what is not a document number with 400, and a call without a session with 401', async () => {
    for (const Num of [
      'hello',
      'EST/2627',
      'EST/2699/00001',
      `CN/${financialYearNow()}/00001`,
      `RCPT/${financialYearNow()}/00001`,
      'EST/2627/00001/x',
    ]) {
      const refused = await lookUp(s.tokens.advisor, Num);
      expect(refused.status, Num).toBe(400);
      expect(refused.body.message, Num).toBe(DocumentLinkMessages.invalidNumber);
    }
    expect((await invoke(routes.documentByNumber, { query: { Num: estimate.Num } })).status).toBe(401);
  });
});

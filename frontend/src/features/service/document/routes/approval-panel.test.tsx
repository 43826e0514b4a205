import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApprovalMessages } from '@shared/service/approval-messages';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../../../../components/toast/toast-store';
import { liveEvents } from '../../../../lib/live-events';
import { ApprovalPanelTexts } from '../components/approval-panel';
import { ESTIMATE_ID, estimateAnswer, fakeDocumentServer, ok, renderDocument } from '../testing/document-test-kit';

/**
 * Approval by link on the estimate screen (docs/customer-loop.md 'Approval by link'):
 * the Send for approval button, and the customer's decisions appearing on the open
 * estimate without a reload.
 */
const SLOW = { timeout: 12_000 };
const fake = fakeDocumentServer();
afterEach(() => clearToasts());

const status = () => document.querySelector('.kk-doc__status')?.textContent;

describe('send for approval', () => {
  it('sends the estimate at its ver by the chosen channel and says where the link went', async () => {
    fake.server = ({ method, path }) => {
      if (method === 'POST' && path === `Service/ApprovalLinks/${ESTIMATE_ID}`)
        return ok({
          Ph: '9876543210',
          Channel: 'SMS',
          Link: 'https://demo.example.in/a/tok',
          Expires: '2026-12-01T10:00:00.000Z',
          ver: 4,
          Sts: 'WtngForAppr',
        });
      return path === `Service/Estimates/${ESTIMATE_ID}` ? ok(estimateAnswer()) : undefined;
    };
    renderDocument(`/Service/Estimate/${ESTIMATE_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: ApprovalPanelTexts.send }, SLOW));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(
      () =>
        expect(fake.writes()).toEqual([
          expect.objectContaining({ path: `Service/ApprovalLinks/${ESTIMATE_ID}`, body: { ver: 3, Channel: 'SMS' } }),
        ]),
      SLOW,
    );
    expect(await screen.findByText(ApprovalMessages.sent('9876543210'), {}, SLOW)).toBeTruthy();
  });

  it('is not offered when every line is decided', async () => {
    fake.server = ({ path }) =>
      path === `Service/Estimates/${ESTIMATE_ID}`
        ? ok(estimateAnswer({ Sts: 'Approved', Ops: [{ ...estimateAnswer().Ops?.[0], _id: 'EO1', Sts: 'Approved' }] }))
        : undefined;
    renderDocument(`/Service/Estimate/${ESTIMATE_ID}`);
    await screen.findByRole('toolbar', { name: 'Document actions' }, SLOW);
    expect(screen.queryByRole('button', { name: ApprovalPanelTexts.send })).toBeNull();
  });
});

describe('the customer answers while the estimate is open', () => {
  it('shows the decisions without a reload', async () => {
    const line = estimateAnswer().Ops?.[0];
    let polls = 0;
    fake.server = ({ method, path }) => {
      if (method !== 'GET') return undefined;
      // The watch asks for the ver only; the customer answers after its second ask.
      if (path === `Service/ApprovalLinks/${ESTIMATE_ID}`) {
        polls += 1;
        return ok(polls < 2 ? { ver: 3, Sts: 'WtngForAppr' } : { ver: 4, Sts: 'Approved' });
      }
      if (path !== `Service/Estimates/${ESTIMATE_ID}`) return undefined;
      return polls < 2
        ? ok(estimateAnswer({ Sts: 'WtngForAppr', Ops: [{ ...line, _id: 'EO1', Sts: 'WtngForAppr' }] }))
        : ok(estimateAnswer({ ver: 4, Sts: 'Approved', Ops: [{ ...line, _id: 'EO1', Sts: 'Approved' }] }));
    };
    renderDocument(`/Service/Estimate/${ESTIMATE_ID}`);
    await waitFor(() => expect(status()).toBe('Waiting for Approval'), SLOW);
    await waitFor(() => expect(status()).toBe('Approved'), SLOW);
    expect(screen.getByText(ApprovalPanelTexts.answered)).toBeTruthy();
  }, 20_000);
});

describe('the customer answers while the socket is connected (docs/customer-loop.md §20)', () => {
  afterEach(() => liveEvents.setConnected(false));

  it('shows the decisions when the DocumentChanged event names the estimate, without the 5-second poll', async () => {
    const line = estimateAnswer().Ops?.[0];
    let answered = false;
    let polls = 0;
    fake.server = ({ method, path }) => {
      if (method !== 'GET') return undefined;
      if (path === `Service/ApprovalLinks/${ESTIMATE_ID}`) {
        polls += 1;
        return ok({ ver: 3, Sts: 'WtngForAppr' });
      }
      if (path !== `Service/Estimates/${ESTIMATE_ID}`) return undefined;
      return answered
        ? ok(estimateAnswer({ ver: 4, Sts: 'Approved', Ops: [{ ...line, _id: 'EO1', Sts: 'Approved' }] }))
        : ok(estimateAnswer({ Sts: 'WtngForAppr', Ops: [{ ...line, _id: 'EO1', Sts: 'WtngForAppr' }] }));
    };
    liveEvents.setConnected(true);
    renderDocument(`/Service/Estimate/${ESTIMATE_ID}`);
    await waitFor(() => expect(status()).toBe('Waiting for Approval'), SLOW);
    answered = true;
    // Another estimate's event changes nothing.
    liveEvents.publish({ ...changed, Id: '01JAAAAAAAAAAAAAAAAAAAAAAA', ver: 9 });
    liveEvents.publish(changed);
    await waitFor(() => expect(status()).toBe('Approved'), { timeout: 1000 });
    expect(polls).toBeLessThanOrEqual(1);
  });
});

const changed = {
  event: 'DocumentChanged',
  Type: 'Estimate',
  Id: ESTIMATE_ID,
  Num: 'EST/2627/00001',
  Sts: 'Approved',
  ver: 4,
  By: 'Customer',
  At: '2026-11-28T10:00:00.000Z',
} as const;

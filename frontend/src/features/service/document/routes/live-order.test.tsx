import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { liveEvents } from '../../../../lib/live-events';
import { LiveOrderTexts } from '../components/live-order';
import { fakeDocumentServer, ok, ORDER_ID, orderAnswer, renderDocument } from '../testing/document-test-kit';

/**
 * The open repair order follows its DocumentChanged events (docs/customer-loop.md §19):
 * a supplementary the customer approved by link appears on it without a reload.
 */
const SLOW = { timeout: 12_000 };
const fake = fakeDocumentServer();
afterEach(() => liveEvents.setConnected(false));

const line = orderAnswer().Ops?.[0];
const merged = orderAnswer({
  ver: 6,
  Ops: [...(orderAnswer().Ops ?? []), { ...line, _id: 'WO2', Op_Id: 'OP009', Desc: 'Wheel alignment', SuppEst: 'a' }],
});
const changed = (over: Record<string, unknown> = {}) =>
  ({
    event: 'DocumentChanged',
    Type: 'RepairOrder',
    Id: ORDER_ID,
    Num: 'WO/2627/00007',
    Sts: 'Approved',
    ver: 6,
    By: 'Customer',
    At: '2026-11-28T10:00:00.000Z',
    ...over,
  }) as const;

function serve(): { reads: () => number; approve: () => void } {
  let approved = false;
  let reads = 0;
  fake.server = ({ method, path }) => {
    if (method !== 'GET' || path !== `Service/WorkOrders/${ORDER_ID}`) return undefined;
    reads += 1;
    return ok(approved ? merged : orderAnswer());
  };
  return { reads: () => reads, approve: () => (approved = true) };
}

describe('the open repair order hears its DocumentChanged', () => {
  it('reads the order again when its event has a newer ver: the merged line shows without a reload', async () => {
    const server = serve();
    liveEvents.setConnected(true);
    renderDocument(`/Service/WorkOrder/${ORDER_ID}`);
    await screen.findByLabelText('Rate, labour 1', {}, SLOW);
    expect(screen.queryByLabelText('Rate, labour 2')).toBeNull();
    const before = server.reads();
    server.approve();
    // Another order's event, and this order's own ver, change nothing.
    liveEvents.publish(changed({ Id: '01JAAAAAAAAAAAAAAAAAAAAAAA', ver: 9 }));
    liveEvents.publish(changed({ ver: 5 }));
    await new Promise((r) => setTimeout(r, 200));
    expect(server.reads()).toBe(before);
    liveEvents.publish(changed());
    expect(await screen.findByLabelText('Rate, labour 2', {}, { timeout: 2000 })).toBeTruthy();
  });

  it('with unsaved edits it says so instead of replacing them', async () => {
    const server = serve();
    renderDocument(`/Service/WorkOrder/${ORDER_ID}`);
    const received = await screen.findByRole('textbox', { name: 'Received, part 1' }, SLOW);
    fireEvent.change(received, { target: { value: '1' } });
    const before = server.reads();
    server.approve();
    liveEvents.publish(changed());
    expect((await screen.findByText(LiveOrderTexts.changedUnsaved)).textContent).toBe(LiveOrderTexts.changedUnsaved);
    await waitFor(() => expect(server.reads()).toBe(before));
    expect((screen.getByRole('textbox', { name: 'Received, part 1' }) as HTMLInputElement).value).toBe('1');
    expect(screen.queryByLabelText('Rate, labour 2')).toBeNull();
  });
});

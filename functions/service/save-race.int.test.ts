import { beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@shared/api/messages';
import { serviceRoutes as routes } from '@shared/api/routes/service';
import type { RepairOrderAnswer } from '@shared/service/call-schemas';
import { invoke } from '../test/invoke';
import {
  createCustomerAndVehicle,
  createRepairOrder,
  lines,
  ok,
  saveBodyOf,
  serviceOrganisation,
  type ServiceOrganisation,
} from '../test/service-test-kit';

/** A save is one transaction guarded by `ver` (docs/decisions-service.md 'Saving (PUT)'); concurrent saves never lose or half-apply a change. */
let s: ServiceOrganisation;
let order: RepairOrderAnswer;
const W = lines('RepairOrder');
const WRITERS = 20;

beforeAll(async () => {
  // Only the advisor writes: every login runs scrypt.
  s = await serviceOrganisation(['advisor']);
  const cv = await createCustomerAndVehicle(s.tokens.advisor);
  order = await createRepairOrder(s.tokens.advisor, cv, s.org.users.advisor.userId);
}, 120_000);

const read = () => ok<RepairOrderAnswer>(routes.repairOrder, { token: s.tokens.advisor, params: { Id: order._id } });

describe('the 409 race', () => {
  it(`${WRITERS} concurrent saves at one ver: exactly one wins, the rest answer 409, and the stored order is the winner's`, async () => {
    const answers = await Promise.all(
      Array.from({ length: WRITERS }, (_, i) =>
        invoke<RepairOrderAnswer>(routes.saveRepairOrder, {
          token: s.tokens.advisor,
          params: { Id: order._id },
          // Each writer changes the header, a line's price and adds a line of its own.
          body: saveBodyOf(order, {
            Notes: `writer ${i}`,
            Ops: [{ ...order.Ops?.[0], Pr: 1000 + i }, order.Ops?.[1], W.labor(10 + i)],
          }),
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((st) => st === 200)).toHaveLength(1);
    expect(statuses.filter((st) => st === 409)).toHaveLength(WRITERS - 1);
    for (const lost of answers.filter((a) => a.status === 409))
      expect(lost.body).toMatchObject({ message: Messages.conflict });
    const winner = answers.find((a) => a.status === 200)?.body as RepairOrderAnswer;
    const stored = await read();
    expect(stored).toEqual(winner);
    const i = Number(winner.Notes?.replace('writer ', ''));
    // None half-saved: the winner's three changes are all there, and no loser's line is.
    expect(stored.Ops?.map((o) => [o._id, o.Pr])).toEqual([
      ['WO1', 1000 + i],
      ['WO2', 2000],
      [`WO${10 + i}`, 1000 * (10 + i)],
    ]);
    expect(stored.ver).toBe(2);
  });

  it(`${WRITERS} writers that re-read and retry on 409 each get their change in, and none is lost`, async () => {
    let conflicts = 0;
    const writer = async (i: number): Promise<void> => {
      for (;;) {
        const current = await read();
        const answer = await invoke<RepairOrderAnswer>(routes.saveRepairOrder, {
          token: s.tokens.advisor,
          params: { Id: order._id },
          body: saveBodyOf(current, { Parts: [...(current.Parts ?? []), W.part(100 + i)] }),
        });
        if (answer.status === 200) return;
        expect(answer.status).toBe(409);
        conflicts += 1;
      }
    };
    const before = await read();
    await Promise.all(Array.from({ length: WRITERS }, (_, i) => writer(i)));
    const after = await read();
    const added = (after.Parts ?? []).map((p) => p._id).filter((id) => Number(id.slice(2)) >= 100);
    expect(added.sort()).toEqual(Array.from({ length: WRITERS }, (_, i) => `WP${100 + i}`).sort());
    expect(after.ver).toBe(before.ver + WRITERS);
    expect(conflicts).toBeGreaterThan(0);
  }, 120_000);
});

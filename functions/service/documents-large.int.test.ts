import { beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@shared/api/messages';
import { serviceRoutes as routes } from '@shared/api/routes/service';
import { paiseToRupees } from '@shared/documents/money-math';
import { type RepairOrderAnswer } from '@shared/service/call-schemas';
import { ServiceMessages } from '@shared/service/service-messages';
import { readDocument, saveDocument } from '../data/documents/documents-repo';
import {
  type CustomerAndVehicle,
  documentBody,
  documentsFixture,
  engineTotals,
  lines,
  many,
  ok,
  saveAs,
  saveBodyOf,
  type ServiceOrganisation,
} from '../test/service-test-kit';

/** Documents larger than one transaction (data-model-documents §4 'Size bound'). */
let s: ServiceOrganisation;
let cv: CustomerAndVehicle;
let sa = '';
const W = lines('RepairOrder');

beforeAll(async () => {
  const f = await documentsFixture();
  ({ s, cv, sa } = f);
}, 180_000);

describe('documents larger than one transaction', () => {

  it('creates a 210-line order whole, and saves 120 new lines at once', async () => {
    const created = await ok<RepairOrderAnswer>(routes.createRepairOrder, {
      token: s.tokens.advisor,
      body: documentBody(cv, sa, { Ops: many(150, 1, (n) => W.labor(n, { Pr: 100 + n })), Parts: many(60, 1, (n) => W.part(n, { UnPr: 10 + n })) }),
    });
    expect([created.Ops?.length, created.Parts?.length]).toEqual([150, 60]);
    expect(created.Totals.GrandTotal).toBe(paiseToRupees(engineTotals(created).grandTotal));
    const read = await ok<RepairOrderAnswer>(routes.repairOrder, { token: s.tokens.advisor, params: { Id: created._id } });
    expect(read).toEqual(created);
    expect(read.Ops?.map((o) => o._id).slice(0, 3)).toEqual(['WO1', 'WO2', 'WO3']);

    const grown = await saveAs(routes.saveRepairOrder, s.tokens.advisor, read, { Parts: [...(read.Parts ?? []), ...many(120, 61, (n) => W.part(n, { UnPr: 10 + n }))] });
    expect(grown.status, JSON.stringify(grown.body).slice(0, 300)).toBe(200);
    expect(grown.body.Parts).toHaveLength(180);
    expect((await ok<RepairOrderAnswer>(routes.repairOrder, { token: s.tokens.advisor, params: { Id: created._id } })).Parts).toHaveLength(180);

    // A save of many new lines that loses its race (after its lines went ahead) answers 409
    // and leaves nothing of itself on the order.
    const stored = await readDocument(s.org.orgId, created._id, true);
    if (!stored) throw new Error('missing');
    await ok(routes.saveRepairOrder, { token: s.tokens.advisor, params: { Id: created._id }, body: saveBodyOf(grown.body, { Notes: 'meanwhile' }) });
    const losing = saveDocument({
      before: stored,
      next: { head: stored.head, lines: { ...stored.lines, Parts: [...stored.lines.Parts, ...many(120, 300, (n) => W.part(n, { Sts: 'New' }))] } },
      audit: { Action: 'Save', By: sa },
    });
    await expect(losing).rejects.toMatchObject({ status: 409, message: Messages.conflict });
    const after = await ok<RepairOrderAnswer>(routes.repairOrder, { token: s.tokens.advisor, params: { Id: created._id } });
    expect(after.Parts).toHaveLength(180);
    expect(after.Parts?.some((p) => p._id === 'WP300')).toBe(false);
    // ...and the same line id can be added afterwards, with what the user now enters.
    const again = await saveAs(routes.saveRepairOrder, s.tokens.advisor, after, { Parts: [...(after.Parts ?? []), W.part(300, { UnPr: 77, Desc: 'Mud flap' })] });
    expect(again.status).toBe(200);
    expect(again.body.Parts?.find((p) => p._id === 'WP300')).toMatchObject({ UnPr: 77, Desc: 'Mud flap' });

    // Changing more existing lines than one transaction holds is refused whole.
    const tooMany = await saveAs(routes.saveRepairOrder, s.tokens.advisor, again.body, { Ops: again.body.Ops?.map((o) => ({ ...o, Pr: (o.Pr ?? 0) + 1 })) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ message: ServiceMessages.tooManyChanges(88) });
  }, 120_000);
});

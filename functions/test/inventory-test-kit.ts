import { expect } from 'vitest';
import type { ApiErrorBody } from '@shared/api/errors';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import { settingsRoutes } from '@shared/api/routes/settings';
import type { AdjustmentAnswer, AdjustmentLineInput } from '@shared/inventory/call-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { orgOwner } from '../data/catalogue/catalogue-keys';
import { saveRecord } from '../data/catalogue/record-repo';
import { invoke, type Answer } from './invoke';

/**
 * What the inventory tests share (docs/inventory.md): a warehouse of the
 * caller's branch, an organisation's own catalogue part (an inventory item is
 * a catalogue part, §6), and an adjustment posted through the real handler.
 */

export async function createWarehouse(token: string, Name: string): Promise<Warehouse> {
  const answer = await invoke<Warehouse>(settingsRoutes.createWarehouse, {
    token,
    body: { Name, Ct: 'Bengaluru', StCode: '29', Pin: '560034' },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** An organisation's own part, as the catalogue's part calls would save it. */
export async function createPart(
  orgId: string,
  part: { _id: string; PCode: string; Desc: string; UoM: 'NOS' | 'SET' | 'LTR' },
): Promise<void> {
  await saveRecord(
    orgOwner(orgId),
    'PART',
    {
      ...part,
      Cat: 'CAT-BRAKES',
      Make: 'Maruti Suzuki',
      Apps: [{ Make: 'Maruti Suzuki', Model: 'Swift', FromYr: 2018 }],
      HSN: '87083000',
      UnPr: 1200,
      TCode: '106',
      Act: true,
      ver: 1,
    },
    undefined,
  );
}

export type AdjustLine = Omit<AdjustmentLineInput, 'Reason'> & { Reason?: AdjustmentLineInput['Reason'] };

export const adjust = (
  token: string,
  lines: readonly AdjustLine[],
  Notes?: string,
): Promise<Answer<AdjustmentAnswer>> =>
  invoke<AdjustmentAnswer>(inventoryRoutes.createAdjustment, {
    token,
    body: { ...(Notes ? { Notes } : {}), Lines: lines.map((l) => ({ Reason: 'Stock count', ...l })) },
  });

/** An adjustment that must be accepted. */
export async function adjusted(token: string, lines: readonly AdjustLine[]): Promise<AdjustmentAnswer> {
  const answer = await adjust(token, lines);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** A refusal with its status and the catalogue's error shape. */
export function expectRefused(answer: Answer<unknown>, status: number, message?: string): ApiErrorBody {
  const body = answer.body as ApiErrorBody;
  expect(answer.status, JSON.stringify(body)).toBe(status);
  expect(body.errorCode).toBe(status);
  if (message !== undefined) expect(body.message).toBe(message);
  return body;
}

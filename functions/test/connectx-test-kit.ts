import { ulid } from 'ulid';
import { expect } from 'vitest';
import { inventoryItemRoutes } from '@shared/api/routes/inventory-items';
import { partyCreateBody, unlinkedParty } from '@shared/parties/party-schemas';
import { createParty } from '../data/parties/parties-repo';
import type { PartyKind } from '../data/parties/parties-keys';
import { invoke } from './invoke';

/**
 * Two organisations trading on Karkhana (docs/connectx.md §2): each side's
 * party record of the other, linked as a used connection code leaves it
 * (`Connect {OId, EId}`), as the demo seeds the workshop and Bharat Auto Parts.
 */
export async function linkedParty(
  owner: { orgId: string; entityId: string; userId: string },
  kind: PartyKind,
  name: string,
  other?: { orgId: string; entId: string },
): Promise<string> {
  const id = ulid();
  const input = unlinkedParty(
    partyCreateBody.parse({
      DName: name,
      Cons: { Phones: { Main: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}` } },
      BAdd: { St: 'Karnataka' },
    }),
  );
  await createParty(owner, kind, id, {
    ...input,
    ...(other ? { Connect: { OId: other.orgId, EId: other.entId } } : {}),
  });
  return id;
}

/** The catalogue part made an item of the organisation (the vendor's stock of it). */
export async function itemOf(token: string, ItemId: string): Promise<void> {
  const made = await invoke(inventoryItemRoutes.createItem, { token, body: { ItemId } });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
}

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { findState } from '@shared/gst/states';
import type { TallyParty, TallyVoucher } from '@shared/books/tally-export';
import type { TallyAnswer } from '@shared/books/tally-schemas';
import { monthsBetween } from '@shared/books/statements';
import { db, tableName } from '../../lib/aws-clients';
import { batchGet } from '../table/batch-get';
import type { Key } from '../table/keys';
import { partyKey } from '../parties/parties-keys';
import { entityInsuranceKey } from '../settings/insurance-repo';
import { entriesPk } from './ledger-keys';

/**
 * Reads of the Tally export (docs/books.md §4 B5, §10): a period's ledger
 * entries, each month's partition in turn, a page of at most TALLY_PAGE at a
 * time (never a Scan, never the whole year in one answer), and the parties a
 * page names, in BatchGets of 100.
 */
export const TALLY_PAGE = 500;

/** Where a page stopped: the month and the last entry's sort key. */
export type TallyPosition = { m: string; sk: string };

/** A voucher as the call answers it. */
type Voucher = TallyAnswer['Vouchers'][number];
type EntryItem = Voucher & { sk: string };

export async function tallyEntries(
  orgId: string,
  entId: string,
  range: { from: string; to: string },
  after?: TallyPosition,
  limit = TALLY_PAGE,
): Promise<{ vouchers: Voucher[]; month: string; next?: TallyPosition }> {
  const months = monthsBetween(range.from.slice(0, 7), range.to.slice(0, 7)).filter((m) => !after || m >= after.m);
  const vouchers: Voucher[] = [];
  let month = months[0] ?? range.from.slice(0, 7);
  for (const [i, m] of months.entries()) {
    month = m;
    let startKey: Record<string, unknown> | undefined =
      after && after.m === m ? { pk: entriesPk(orgId, entId, m), sk: after.sk } : undefined;
    do {
      const page = await db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':pk': entriesPk(orgId, entId, m), ':from': range.from, ':to': `${range.to}#~` },
          Limit: limit - vouchers.length,
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of (page.Items ?? []) as EntryItem[]) vouchers.push(asVoucher(item));
      startKey = page.LastEvaluatedKey;
      const last = page.Items?.at(-1) as EntryItem | undefined;
      if (vouchers.length >= limit && last && (startKey || i < months.length - 1))
        return { vouchers, month: m, next: { m, sk: last.sk } };
    } while (startKey);
  }
  return { vouchers, month };
}

const asVoucher = (e: EntryItem): Voucher => ({
  Date: e.Date,
  Kind: e.Kind,
  DocId: e.DocId,
  Num: e.Num,
  Step: e.Step,
  ...(e.Party ? { Party: e.Party } : {}),
  ...(e.Memo ? { Memo: e.Memo } : {}),
  Lines: e.Lines.map((l) => ({ Acc: l.Acc, DrP: l.DrP, CrP: l.CrP })),
});

type PartyItem = { DName?: string; Name?: string; GSTIN?: string; BAdd?: { St?: string } };

/** A party key's record: a customer or vendor of the organisation, an insurer of the branch's tie-ups. */
function keyOf(orgId: string, entId: string, party: string): Key | undefined {
  const id = party.slice(2);
  if (party.startsWith('C#')) return partyKey(orgId, 'CUST', id);
  if (party.startsWith('V#')) return partyKey(orgId, 'VEND', id);
  if (party.startsWith('I#')) return entityInsuranceKey(orgId, entId, id);
  return undefined;
}

/**
 * The parties of a page's vouchers, with what Tally's party ledger takes: the
 * name, the GSTIN, and the state (the billing address's, else the GSTIN's).
 * A party no longer found keeps a name from its id (tally-export.ts).
 */
export async function tallyParties(
  orgId: string,
  entId: string,
  vouchers: readonly TallyVoucher[],
): Promise<TallyParty[]> {
  const wanted = [...new Set(vouchers.map((v) => v.Party ?? ''))]
    .map((party) => ({ party, key: keyOf(orgId, entId, party) }))
    .filter((w): w is { party: string; key: Key } => w.key !== undefined);
  const found: (PartyItem | undefined)[] = [];
  for (let i = 0; i < wanted.length; i += 100)
    found.push(...(await batchGet<PartyItem>(wanted.slice(i, i + 100).map((w) => w.key))));
  return wanted.flatMap(({ party }, i) => {
    const item = found[i];
    if (!item) return [];
    const state = item.BAdd?.St ?? (item.GSTIN ? findState(item.GSTIN.slice(0, 2))?.Name : undefined);
    return [
      {
        Key: party,
        Name: item.DName ?? item.Name ?? '',
        ...(item.GSTIN ? { GSTIN: item.GSTIN } : {}),
        ...(state ? { State: state } : {}),
      },
    ];
  });
}

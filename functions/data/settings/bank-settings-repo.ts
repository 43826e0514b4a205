import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { Messages } from '@shared/api/messages';
import type { LedgerAccount } from '@shared/books/chart';
import { bankLedgerAccount, NO_BANK_SETTINGS, type BankSettings } from '@shared/settings/bank-accounts';
import { db, tableName } from '../../lib/aws-clients';
import { forgetChart, type ChartRecord } from '../ledger/chart-repo';
import { chartKey } from '../ledger/ledger-keys';
import { nowIso, orgPk, type Key } from '../table/keys';
import { transact, type Write } from '../table/transact';

/**
 * A branch's bank settings (docs/books.md §1.1, pattern B11): ONE item per
 * branch beside the chart in the books' partition, `ORG#o#BOOKS / BANK#<ent>`,
 * with its own `ver`. A payment reads it (one GetItem) to post to the mapped
 * account; a save writes it together with the chart when accounts are added
 * or renamed, both at the `ver` read, in one transaction.
 */
export const bankSettingsKey = (orgId: string, entId: string): Key => ({
  pk: `${orgPk(orgId)}#BOOKS`,
  sk: `BANK#${entId}`,
});

export type BankSettingsRecord = BankSettings & { UpBy?: string; UpAt?: string };

/** The branch's bank settings (consistent), or none at `ver` 0. */
export async function readBankSettings(orgId: string, entId: string): Promise<BankSettingsRecord> {
  const found = await db().send(
    new GetCommand({ TableName: tableName(), Key: bankSettingsKey(orgId, entId), ConsistentRead: true }),
  );
  if (!found.Item) return NO_BANK_SETTINGS;
  const { Accounts, Map, ver, UpBy, UpAt } = found.Item as BankSettingsRecord;
  return { Accounts, Map, ver, ...(UpBy ? { UpBy } : {}), ...(UpAt ? { UpAt } : {}) };
}

/**
 * Writes the settings at `before.ver` (409 with the settings text when someone
 * saved first) and, when the bank accounts change the chart, the chart at its
 * `ver` (409 as the chart's other edits), in one transaction.
 */
export async function writeBankSettings(p: {
  orgId: string;
  entId: string;
  before: BankSettings;
  next: Pick<BankSettings, 'Accounts' | 'Map'>;
  chart?: { before: ChartRecord; accounts: LedgerAccount[] } | undefined;
  by: string;
}): Promise<BankSettingsRecord> {
  const at = nowIso();
  const record: BankSettingsRecord = { ...p.next, ver: p.before.ver + 1, UpBy: p.by, UpAt: at };
  const writes: Write[] = [
    {
      item: {
        Put: {
          TableName: tableName(),
          Item: {
            ...bankSettingsKey(p.orgId, p.entId),
            type: 'BankSettings',
            OrgId: p.orgId,
            EntId: p.entId,
            ...record,
          },
          ...(p.before.ver === 0
            ? { ConditionExpression: 'attribute_not_exists(pk)' }
            : { ConditionExpression: 'ver = :ver', ExpressionAttributeValues: { ':ver': p.before.ver } }),
        },
      },
      conflict: Messages.settingsUpdated,
    },
  ];
  if (p.chart) {
    const chart: ChartRecord = { ...p.chart.before, Accounts: p.chart.accounts, ver: p.chart.before.ver + 1 };
    writes.push({
      item: {
        Put: {
          TableName: tableName(),
          Item: { ...chartKey(p.orgId), type: 'Chart', OrgId: p.orgId, ...chart, UpBy: p.by, UpAt: at },
          ConditionExpression: 'ver = :ver',
          ExpressionAttributeValues: { ':ver': p.chart.before.ver },
        },
      },
      conflict: Messages.conflict,
    });
  }
  await transact(writes);
  if (p.chart) forgetChart(p.orgId);
  return record;
}

/**
 * The ledger account a payment of `type` in the branch posts its money to
 * (the mapped active bank account), or undefined for the default (1000 cash,
 * 1100 bank). Cash reads nothing.
 */
export async function bankAccountFor(orgId: string, entId: string, type: string): Promise<number | undefined> {
  if (type === 'Cash') return undefined;
  return bankLedgerAccount(await readBankSettings(orgId, entId), type);
}

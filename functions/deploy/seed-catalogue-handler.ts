import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { log } from '../lib/http/log';

/**
 * The deployment's catalogue seed (infra/cdk/constructs/catalogue-seed.ts): a
 * custom resource whose properties carry CATALOGUE_DATA_VERSION, so CloudFormation
 * calls this on the first deploy and on every deploy that raises the version. It
 * writes the system catalogue unless that version is stored already; deleting the
 * stack leaves the (retained) table's data alone.
 */
export async function handler(
  event: CloudFormationCustomResourceEvent,
): Promise<{ PhysicalResourceId: string; Data: { Result: string } }> {
  const PhysicalResourceId = 'system-catalogue';
  if (event.RequestType === 'Delete') return { PhysicalResourceId, Data: { Result: 'kept' } };
  const { seedSystemCatalogue } = await import('../data/catalogue/system-seed');
  const started = Date.now();
  const Result = await seedSystemCatalogue();
  log('info', 'system catalogue seed', { result: Result, seconds: Math.round((Date.now() - started) / 1000) });
  return { PhysicalResourceId, Data: { Result } };
}

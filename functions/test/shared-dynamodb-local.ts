import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { startDynamoLocal, type DynamoLocal } from '../../infra/local/dynamodb-local';
import { freePort } from '../../infra/local/ports';

export type SharedDynamoLocal = {
  endpoint: string;
  client: DynamoDBClient;
  /** This user is done with it; the last one to release stops it. */
  release: () => Promise<void>;
};

type Holder = { started: Promise<DynamoLocal>; users: number };

// Vitest loads each project's global setup through that project's own module
// runner, so a module-level variable would be one per project: the one DynamoDB
// Local of the run is kept on the process instead.
const KEY = Symbol.for('karkhana.test.shared-dynamodb-local');
const processWide = globalThis as { [KEY]?: Holder };

/**
 * One DynamoDB Local (in memory, on a free port) for every project of a vitest run
 * that needs one: the integration and e2e global setups, which vitest runs in its
 * main process one after another, both call this; the first starts it, the other
 * reuses it, and the last `release()` (at the run's end) stops it. Each project
 * keeps its own table in it ('karkhana-test' for the integration files, which work
 * in their own organisations; 'karkhana' for the e2e stack's demo), so neither sees
 * the other's items. A project run alone starts it for itself.
 */
export async function useSharedDynamoLocal(): Promise<SharedDynamoLocal> {
  let holder = processWide[KEY];
  if (!holder) {
    holder = { started: freePort().then((port) => startDynamoLocal({ port })), users: 0 };
    processWide[KEY] = holder;
  }
  const current = holder;
  current.users += 1;
  let dynamo: DynamoLocal;
  try {
    dynamo = await current.started;
  } catch (error) {
    current.users -= 1;
    if (processWide[KEY] === current) delete processWide[KEY];
    throw error;
  }
  let released = false;
  return {
    endpoint: dynamo.endpoint,
    client: dynamo.client,
    release: async () => {
      if (released) return;
      released = true;
      current.users -= 1;
      if (current.users > 0) return;
      if (processWide[KEY] === current) delete processWide[KEY];
      await dynamo.stop();
    },
  };
}

import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config';

/**
 * SDK clients, created once per container (STYLE 'Lambda handlers'). Local
 * runtime and tests point them at DynamoDB Local and s3rver via the *_ENDPOINT
 * settings, with dummy credentials. The S3 client lives in `s3-client.ts`, so
 * families that never touch the bucket do not load the S3 SDK.
 */
let documentClient: DynamoDBDocumentClient | undefined;
const resetHooks: (() => void)[] = [];

const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/**
 * How every AWS client retries (docs/decisions.md 'Store faults'): the SDK's standard mode retries
 * throttling, 5xx answers and dropped connections with exponential backoff and
 * jitter, up to this many attempts in all. A fault that outlasts them reaches
 * the error responder, which answers 429 'busy' (`isTransientFault`).
 */
export const RETRY_POLICY = { maxAttempts: 4, retryMode: 'standard' } as const;

export function db(): DynamoDBDocumentClient {
  if (!documentClient) {
    const { DYNAMODB_ENDPOINT, AWS_REGION } = config();
    const client = new DynamoDBClient({
      region: AWS_REGION,
      ...RETRY_POLICY,
      ...(DYNAMODB_ENDPOINT ? { endpoint: DYNAMODB_ENDPOINT, credentials: localCredentials } : {}),
    });
    documentClient = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    });
  }
  return documentClient;
}

export const tableName = (): string => config().TABLE_NAME;

/** Other client modules register here, so one reset clears every client that was made. */
export const onClientsReset = (hook: () => void): void => {
  resetHooks.push(hook);
};

/** Tests and the local runtime switch endpoints between stacks. */
export function resetClients(): void {
  documentClient?.destroy();
  documentClient = undefined;
  for (const hook of resetHooks) hook();
}

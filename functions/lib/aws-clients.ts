import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { config } from './config';

/**
 * SDK clients, created once per container (STYLE 'Lambda handlers'). Local
 * runtime and tests point them at DynamoDB Local and s3rver via the *_ENDPOINT
 * settings, with dummy credentials.
 */
let documentClient: DynamoDBDocumentClient | undefined;
let s3Client: S3Client | undefined;

const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

export function db(): DynamoDBDocumentClient {
  if (!documentClient) {
    const { DYNAMODB_ENDPOINT, AWS_REGION } = config();
    const client = new DynamoDBClient({
      region: AWS_REGION,
      ...(DYNAMODB_ENDPOINT ? { endpoint: DYNAMODB_ENDPOINT, credentials: localCredentials } : {}),
    });
    documentClient = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    });
  }
  return documentClient;
}

export function s3(): S3Client {
  if (!s3Client) {
    const { S3_ENDPOINT, AWS_REGION } = config();
    s3Client = new S3Client({
      region: AWS_REGION,
      // DESIGN §7: without these, s3rver corrupts streamed uploads and presigned
      // PUT URLs carry an empty-body checksum.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // s3rver accepts signatures made with its well-known S3RVER key pair.
      ...(S3_ENDPOINT
        ? { endpoint: S3_ENDPOINT, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }
        : {}),
    });
  }
  return s3Client;
}

export const tableName = (): string => config().TABLE_NAME;

/** Tests and the local runtime switch endpoints between stacks. */
export function resetClients(): void {
  documentClient?.destroy();
  s3Client?.destroy();
  documentClient = undefined;
  s3Client = undefined;
}

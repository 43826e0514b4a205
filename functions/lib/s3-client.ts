import { S3Client } from '@aws-sdk/client-s3';
import { onClientsReset } from './aws-clients';
import { config } from './config';

/**
 * The S3 client, in a module of its own so that only the families that touch
 * the files bucket load the S3 SDK at cold start (the SDK comes from the Lambda
 * runtime; docs/decisions.md 'Lambda bundles').
 */
let s3Client: S3Client | undefined;

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

onClientsReset(() => {
  s3Client?.destroy();
  s3Client = undefined;
});

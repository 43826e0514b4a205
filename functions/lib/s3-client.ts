import type { S3Client } from '@aws-sdk/client-s3';
import { onClientsReset, RETRY_POLICY } from './aws-clients';
import { config } from './config';

type S3Sdk = typeof import('@aws-sdk/client-s3');
type Presigner = typeof import('@aws-sdk/s3-request-presigner');

/**
 * The S3 SDK and client, loaded on first use. Importing the S3 SDK costs about
 * 200 ms (more than all the rest of a family), and only the logo calls (and chat
 * files later) touch the bucket, so no other call pays for it at cold start
 * (docs/decisions.md 'Lambda bundles').
 */
let sdk: Promise<S3Sdk> | undefined;
let presigner: Promise<Presigner> | undefined;
let s3Client: S3Client | undefined;

export const s3Sdk = (): Promise<S3Sdk> => (sdk ??= import('@aws-sdk/client-s3'));
export const s3Presigner = (): Promise<Presigner> => (presigner ??= import('@aws-sdk/s3-request-presigner'));

export async function s3(): Promise<S3Client> {
  const { S3Client } = await s3Sdk();
  if (!s3Client) {
    const { S3_ENDPOINT, AWS_REGION } = config();
    s3Client = new S3Client({
      region: AWS_REGION,
      ...RETRY_POLICY,
      // DESIGN §7: without these, s3rver corrupts streamed uploads and presigned
      // PUT URLs carry an empty-body checksum.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // s3rver accepts signatures made with its well-known S3RVER key pair.
      ...(S3_ENDPOINT
        ? {
            endpoint: S3_ENDPOINT,
            forcePathStyle: true,
            credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
          }
        : {}),
    });
  }
  return s3Client;
}

onClientsReset(() => {
  s3Client?.destroy();
  s3Client = undefined;
});

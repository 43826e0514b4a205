import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { STAGED_UPLOAD_DAYS, STAGING_PREFIX } from '@shared/files/storage-keys';

/** How long an overwritten or deleted file can still be restored. */
export const FILE_VERSION_DAYS = 30;

export type FileStorageProps = {
  readonly accessLogsBucket: IBucket;
};

/**
 * Private bucket for entity logos and chat files. The browser never sees the
 * bucket itself, only short-lived presigned PUT/GET URLs issued by the functions.
 */
export class FileStorage extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: FileStorageProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'files-bucket/',
      // An overwritten or deleted logo or chat file can be restored (docs/deploy.md).
      versioned: true,
      lifecycleRules: [
        // An upload abandoned half-way would otherwise be billed for ever.
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Browsers upload only into the staging prefix; the server keeps a checked copy
        // elsewhere on confirm, so whatever is left there was never confirmed.
        { id: 'ExpireUnconfirmedUploads', prefix: STAGING_PREFIX, expiration: Duration.days(STAGED_UPLOAD_DAYS) },
        // Old versions are the restore window; after it they go, with delete markers left alone.
        {
          id: 'ExpireOldVersions',
          noncurrentVersionExpiration: Duration.days(FILE_VERSION_DAYS),
          expiredObjectDeleteMarker: true,
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /** Lets the app's origins use presigned URLs from the browser (upload progress needs CORS). */
  allowAppOrigins(origins: string[]): void {
    this.bucket.addCorsRule({
      allowedMethods: [HttpMethods.GET, HttpMethods.PUT, HttpMethods.HEAD],
      allowedOrigins: origins,
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag', 'Content-Length', 'Content-Type'],
      maxAge: 3000,
    });
  }
}

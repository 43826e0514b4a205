import { s3, s3Presigner, s3Sdk } from '../../lib/s3-client';
import { config } from '../../lib/config';

/**
 * The private files bucket (logos today, chat files next): the only module that
 * sends S3 commands. Keys come from `shared/files/storage-keys.ts`, always under
 * the organisation and branch of the verified session.
 */
const bucket = (): string => config().FILES_BUCKET;

const isMissing = (error: unknown): boolean => ['NotFound', 'NoSuchKey'].includes((error as Error).name);

/** A presigned PUT the browser uploads to directly (so it can show progress). */
export async function presignUpload(key: string, contentType: string, expiresIn: number): Promise<string> {
  const [{ PutObjectCommand }, { getSignedUrl }, client] = await Promise.all([s3Sdk(), s3Presigner(), s3()]);
  return getSignedUrl(client, new PutObjectCommand({ Bucket: bucket(), Key: key, ContentType: contentType }), {
    expiresIn,
  });
}

/** The stored size of an object, or undefined when there is none. */
export async function objectSize(key: string): Promise<number | undefined> {
  try {
    const { HeadObjectCommand } = await s3Sdk();
    const head = await (await s3()).send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** An object's bytes, or undefined when there is none. */
export async function readObject(key: string): Promise<Uint8Array | undefined> {
  try {
    const { GetObjectCommand } = await s3Sdk();
    const object = await (await s3()).send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** An object's first `count` bytes (a ranged GET: a type check by magic numbers reads no more), or undefined when there is none. */
export async function readObjectStart(key: string, count: number): Promise<Uint8Array | undefined> {
  try {
    const { GetObjectCommand } = await s3Sdk();
    const client = await s3();
    const object = await client.send(
      new GetObjectCommand({ Bucket: bucket(), Key: key, Range: `bytes=0-${count - 1}` }),
    );
    return ((await object.Body?.transformToByteArray()) ?? new Uint8Array()).slice(0, count);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** Copies an object within the bucket under the content type the server checked (the bytes never pass through the Lambda). */
export async function copyObject(from: string, to: string, contentType: string): Promise<void> {
  const { CopyObjectCommand } = await s3Sdk();
  const client = await s3();
  await client.send(
    new CopyObjectCommand({
      Bucket: bucket(),
      CopySource: `${bucket()}/${from}`,
      Key: to,
      ContentType: contentType,
      MetadataDirective: 'REPLACE',
    }),
  );
}

/** Writes an object with the content type the server checked (never the browser's label). */
export async function writeObject(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  const { PutObjectCommand } = await s3Sdk();
  await (await s3()).send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: bytes, ContentType: contentType }));
}

/** Removes an object; a failure is ignored (the bucket's lifecycle rule and the next write clean up). */
export async function removeObject(key: string): Promise<void> {
  const { DeleteObjectCommand } = await s3Sdk();
  await (await s3()).send(new DeleteObjectCommand({ Bucket: bucket(), Key: key })).catch(() => undefined);
}

/** A short-lived signed GET of a kept object (chat files are served only this way, to members). */
export async function presignDownload(key: string, expiresIn: number, fileName: string): Promise<string> {
  const [{ GetObjectCommand }, { getSignedUrl }, client] = await Promise.all([s3Sdk(), s3Presigner(), s3()]);
  const disposition = `inline; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`;
  return getSignedUrl(
    client,
    new GetObjectCommand({ Bucket: bucket(), Key: key, ResponseContentDisposition: disposition }),
    { expiresIn },
  );
}

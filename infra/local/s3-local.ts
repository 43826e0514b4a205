import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { assertPortFree } from './ports';

export type S3Local = { endpoint: string; stop: () => Promise<void> };

/** CORS so the browser can PUT to presigned URLs and GET files, as on the cloud bucket. */
const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/** Starts s3rver with the files bucket (kept under `directory`). */
export async function startS3Local(options: {
  port: number;
  directory: string;
  bucket: string;
  host?: string;
}): Promise<S3Local> {
  await assertPortFree(options.port, 's3rver', options.host);
  mkdirSync(options.directory, { recursive: true });
  const server = new S3rver({
    port: options.port,
    address: options.host ?? '127.0.0.1',
    directory: options.directory,
    silent: true,
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: options.bucket, configs: [CORS] }],
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${options.port}`, stop: () => server.close() };
}

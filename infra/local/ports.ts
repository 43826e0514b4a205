import { createServer } from 'node:net';
import { LocalStartError } from './local-error';

/** Fails with a clear one-line error when a port is already taken. */
export function assertPortFree(port: number, what: string, host = '127.0.0.1'): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new LocalStartError(
              `Port ${port} (${what}) is already in use. Stop the program using it or choose another port.`,
            )
          : error,
      );
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** Any free port on the loopback interface (tests). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Free ports for a throwaway local stack (tests, benches): the gateway, DynamoDB Local and s3rver. */
export const freeStackPorts = async (): Promise<{ port: number; dynamoPort: number; s3Port: number }> => ({
  port: await freePort(),
  dynamoPort: await freePort(),
  s3Port: await freePort(),
});

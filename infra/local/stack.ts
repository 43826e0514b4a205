import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { allRoutes } from '@shared/api/routes/index';
import { API_SECURITY_HEADERS } from '@shared/api/security-headers';
import { resetClients } from '../../functions/lib/aws-clients';
import { resetConfig } from '../../functions/lib/config';
import { onOutboxMessage, readOutbox } from '../../functions/lib/notifier';
import { lockDataFolder } from './data-lock';
import { startDynamoLocal, type DynamoLocal } from './dynamodb-local';
import { createHttpGateway, readBody } from './http-gateway';
import { loadLambdas } from './lambda-registry';
import { assertPortFree } from './ports';
import { startS3Local, type S3Local } from './s3-local';
import { LOOPBACK, outboxServed } from './listen-host';
import { pageSecurityHeaders } from './page-headers';
import { createStaticSite } from './static-site';
import { seedLocal, type SeedLevel, type SeedOutcome } from './seed/seed-local';
import { ensureTable } from './table-definition';
import { createWebSocketGateway } from './websocket-gateway';

export type LocalStackOptions = LocalStackBaseOptions &
  (
    | {
        /** DynamoDB Local's port: the stack starts it (in memory or under `dataDir`) and stops it. */
        dynamoPort: number;
        dynamo?: undefined;
      }
    | {
        /**
         * A DynamoDB Local already running (a test run's one, which the integration
         * project shares): the stack keeps its table there and leaves it running
         * at stop. `inMemory` is then the caller's choice, made when it started it.
         */
        dynamo: Pick<DynamoLocal, 'endpoint' | 'client'>;
        dynamoPort?: undefined;
      }
  );

type LocalStackBaseOptions = {
  /** Port of the app and API (http://localhost:<port>, API under /api, WebSocket at /ws). */
  port: number;
  /** Folder for the database, files and secret; persisted across starts. */
  dataDir: string;
  s3Port: number;
  /**
   * What to write at start, each part only when missing (seed/seed-local.ts):
   * 'none' (the default), 'users' (the demo organisation and its users) or
   * 'demo' (everything `npm start` shows). A test stack asks for what it reads.
   */
  seed?: SeedLevel;
  /**
   * Keep DynamoDB Local's data in memory instead of under `dataDir`: for
   * throwaway stacks (tests, benches), whose seeding is several times faster
   * without the database file.
   */
  inMemory?: boolean;
  /**
   * 'dev' mounts Vite (frontend/vite.config.ts) with HMR; `{ dist }` serves a
   * built SPA from that folder (end-to-end tests); 'none' serves only the API.
   */
  web?: 'dev' | 'none' | { dist: string };
  /** Keep the console quiet (tests). */
  quiet?: boolean;
  /** Address the app, API, WebSocket, Vite and s3rver listen on; 127.0.0.1 unless exposing on purpose. */
  host?: string;
  /** Serve /__dev/outbox even when not on loopback (a second, explicit opt-in). */
  exposeOutbox?: boolean;
};

export type LocalStack = {
  url: string;
  apiUrl: string;
  wsUrl: string;
  /** Whether the demo organisation was written by this start, was already there, or was not asked for. */
  seeded: SeedOutcome;
  /** The address the app server is bound to. */
  host: string;
  /** Whether /__dev/outbox is served. */
  outbox: boolean;
  stop: () => Promise<void>;
};

const TABLE_NAME = 'karkhana';
const FILES_BUCKET = 'karkhana-files';

function jwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The embedded local runtime: DynamoDB Local, s3rver, the API and WebSocket
 * gateway emulator calling the same Lambda handlers as the cloud, and Vite, all
 * on one origin. Used by `npm start` and the end-to-end tests.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const dataDir = resolve(options.dataDir);
  const host = options.host ?? LOOPBACK;
  const outbox = outboxServed(host, { KARKHANA_EXPOSE_OUTBOX: options.exposeOutbox ? '1' : undefined });
  await assertPortFree(options.port, 'the app', host);
  const unlock = lockDataFolder(dataDir);
  const started: {
    dynamo?: DynamoLocal;
    s3?: S3Local;
    server?: Server;
    closeVite?: () => Promise<void>;
    closeWs?: () => void;
    stopOutbox?: () => void;
  } = {};

  const stop = async (): Promise<void> => {
    started.closeWs?.();
    started.stopOutbox?.();
    await started.closeVite?.().catch(() => undefined);
    if (started.server) await new Promise<void>((done) => started.server?.close(() => done()));
    started.server?.closeAllConnections();
    await started.s3?.stop().catch(() => undefined);
    await started.dynamo?.stop();
    unlock();
  };

  try {
    let dynamo: Pick<DynamoLocal, 'endpoint' | 'client'>;
    if (options.dynamo) dynamo = options.dynamo;
    else {
      started.dynamo = await startDynamoLocal({
        port: options.dynamoPort,
        ...(options.inMemory ? {} : { dataDir: join(dataDir, 'dynamodb') }),
      });
      dynamo = started.dynamo;
    }
    started.s3 = await startS3Local({
      port: options.s3Port,
      directory: join(dataDir, 's3'),
      bucket: FILES_BUCKET,
      host,
    });
    await ensureTable(dynamo.client, TABLE_NAME);

    const origin = `http://localhost:${options.port}`;
    Object.assign(process.env, {
      TABLE_NAME,
      FILES_BUCKET,
      JWT_SECRET: jwtSecret(dataDir),
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      S3_ENDPOINT: started.s3.endpoint,
      WS_MANAGEMENT_ENDPOINT: origin,
      // Links texted to customers open on this app (functions/lib/config.ts), never at a request's Origin.
      WEB_ORIGIN: origin,
      NOTIFIER: 'outbox',
      AWS_REGION: 'ap-south-1',
      ...(options.quiet ? { KARKHANA_QUIET: '1' } : {}),
    });
    // The handlers cache their settings and SDK clients per process: a second stack
    // in the same process (one `npm run bench` run) must not reach the first one's ports.
    resetConfig();
    resetClients();

    if (!options.quiet) {
      // The dev console shows one-time codes (README); function logs never hold them.
      started.stopOutbox = onOutboxMessage((m) => console.log(`outbox: ${m.channel} to ${m.to}: ${m.text}`));
    }
    // Seeding takes DynamoDB Local's time while the handlers and Vite load.
    const seeding = seedLocal(options.seed ?? 'none');
    seeding.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled
    const lambdas = await loadLambdas();
    const handleApi = createHttpGateway(allRoutes(), lambdas.http);
    const ws = createWebSocketGateway(lambdas.ws);
    started.closeWs = ws.close;

    const server = createServer();
    started.server = server;
    let viteMiddleware: ((req: unknown, res: unknown, next: () => void) => void) | undefined;
    const filesOrigins = [started.s3.endpoint];
    const staticSite =
      typeof options.web === 'object' ? createStaticSite(options.web.dist, { filesOrigins }) : undefined;
    if (options.web === undefined || options.web === 'dev') {
      const { createServer: createVite } = await import('vite');
      const vite = await createVite({
        configFile: resolve('frontend/vite.config.ts'),
        server: { middlewareMode: true, hmr: { server } },
        appType: 'spa',
        logLevel: options.quiet ? 'error' : 'info',
      });
      viteMiddleware = vite.middlewares as unknown as typeof viteMiddleware;
      started.closeVite = () => vite.close();
    }

    server.on('request', (request, response) => {
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      const fail = (error: unknown) => {
        console.error(error);
        if (!response.headersSent)
          response.writeHead(500, { ...API_SECURITY_HEADERS, 'content-type': 'application/json' });
        response.end(JSON.stringify({ errorCode: -1, message: 'Something went horribly wrong. Please try again.' }));
      };
      if (path.startsWith('/api/')) return void handleApi(request, response).catch(fail);
      if (path.startsWith('/@connections/')) {
        return void readBody(request).then(
          (body) => ws.handleManagement(request, response, body ?? Buffer.alloc(0)),
          fail,
        );
      }
      if (path === '/__dev/outbox' && outbox) {
        response.writeHead(200, {
          ...API_SECURITY_HEADERS,
          'content-type': 'application/json',
          'cache-control': 'no-store',
        });
        return void response.end(JSON.stringify(readOutbox()));
      }
      if (path === '/config.json') {
        // What the CDK web construct publishes beside index.html: the chat socket's address (here the gateway's /ws on this host).
        for (const [name, value] of Object.entries(
          pageSecurityHeaders(request, { filesOrigins, viteDev: staticSite === undefined }),
        ))
          response.setHeader(name, value);
        response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
        return void response.end(
          JSON.stringify({ webSocketUrl: `ws://${request.headers.host ?? `localhost:${options.port}`}/ws` }),
        );
      }
      if (staticSite) return staticSite(request, response);
      for (const [name, value] of Object.entries(pageSecurityHeaders(request, { filesOrigins, viteDev: true })))
        response.setHeader(name, value);
      if (viteMiddleware) return viteMiddleware(request, response, () => response.writeHead(404).end());
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    });
    server.on('upgrade', (request, socket, head) => {
      if ((request.url ?? '').split('?')[0] === '/ws')
        void ws.handleUpgrade(request, socket, head).catch(() => socket.destroy());
      // Other upgrades (Vite's HMR socket) are handled by Vite's own listener.
    });
    const seeded = await seeding;
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(options.port, host, () => done());
    });

    return {
      url: origin,
      apiUrl: `${origin}/api`,
      wsUrl: `ws://localhost:${options.port}/ws`,
      seeded,
      host,
      outbox,
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

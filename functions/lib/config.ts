import * as z from 'zod';

/**
 * Environment of every Lambda, checked once at cold start so a missing setting
 * fails fast with the list of what is missing. The CDK stack and the local
 * runtime both set these names.
 */
const configSchema = z.object({
  TABLE_NAME: z.string().min(1),
  FILES_BUCKET: z.string().min(1),
  /** Cloud: ARN of the Secrets Manager secret holding the JWT signing key. */
  JWT_SECRET_ARN: z.string().optional(),
  /** Local and tests: the JWT signing key itself. */
  JWT_SECRET: z.string().optional(),
  /** Custom endpoints (local runtime and tests only). */
  DYNAMODB_ENDPOINT: z.string().url().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  /** WebSocket management endpoint (https://{api}.execute-api.{region}.amazonaws.com/{stage}). */
  WS_MANAGEMENT_ENDPOINT: z.string().optional(),
  /** 'aws' sends OTPs through SES/SNS; 'outbox' keeps them in a local outbox. */
  NOTIFIER: z.enum(['aws', 'outbox']).default('outbox'),
  SES_FROM_ADDRESS: z.string().optional(),
  /**
   * The web app's public address (https://d123.cloudfront.net, http://localhost:5173):
   * links sent to customers open there. Never taken from a request's Origin or Host.
   */
  WEB_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  /** With the custom domain (DESIGN 'per-tenant subdomains'): links open at https://<organisation's domain>.<this>. */
  TENANT_ROOT_DOMAIN: z
    .string()
    .regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/)
    .optional(),
  AWS_REGION: z.string().default('ap-south-1'),
});

export type Config = z.infer<typeof configSchema>;

let cached: Config | undefined;

export function config(): Config {
  if (cached) return cached;
  const parsed = configSchema.safeParse(process.env);
  if (!parsed.success) {
    const missing = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${missing}`);
  }
  if (!parsed.data.JWT_SECRET && !parsed.data.JWT_SECRET_ARN)
    throw new Error('Invalid environment: JWT_SECRET or JWT_SECRET_ARN is required');
  cached = parsed.data;
  return cached;
}

/** Tests and the local runtime change the environment between stacks. */
export const resetConfig = (): void => {
  cached = undefined;
};

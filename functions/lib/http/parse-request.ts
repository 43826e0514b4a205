import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from 'zod';
import { ApiError, ErrorCode, type FieldError } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { DEFAULT_MAX_BODY_BYTES, type RouteDef } from '@shared/api/route';
import { humanMessages } from '@shared/validation/error-map';
import { withoutAnswerFields } from '@shared/validation/answer-fields';
import { FieldMessages } from '@shared/validation/field-messages';
import { cleanAddressValues, cleanBody } from './clean-input';

export type ParsedRequest = { params: unknown; query: unknown; body: unknown };

const toFieldErrors = (error: z.ZodError, prefix: string): FieldError[] =>
  error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.message,
  }));

function validate(
  schema: z.ZodType | undefined,
  value: unknown,
  part: string,
): { value: unknown; errors: FieldError[] } {
  if (!schema) return { value: undefined, errors: [] };
  // People read these messages in the form that sent the body: never zod's developer texts.
  const result = schema.safeParse(value, humanMessages);
  return result.success
    ? { value: result.data, errors: [] }
    : { value: undefined, errors: toFieldErrors(result.error, part) };
}

/**
 * The first check of every request, before anything is looked up: a body over
 * the route's limit answers 413 without being read.
 */
export function checkBodySize(route: RouteDef, event: APIGatewayProxyEventV2): void {
  const raw = event.body ?? '';
  const bytes = event.isBase64Encoded ? Buffer.byteLength(raw, 'base64') : Buffer.byteLength(raw, 'utf8');
  if (bytes > (route.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES)) {
    throw new ApiError(ErrorCode.PayloadTooLarge, Messages.bodyTooLarge);
  }
}

function readJsonBody(route: RouteDef, event: APIGatewayProxyEventV2): unknown {
  if (!route.body || route.multipart) return undefined;
  const raw = event.body ?? '';
  const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(ErrorCode.BadRequest, Messages.invalidJson);
  }
}

/** A PUT that saves one record (its path ends in the record's id, or names the branch's own settings). */
const savesRecord = (route: RouteDef): boolean =>
  route.method === 'PUT' &&
  route.body !== undefined &&
  !route.multipart &&
  (/\}$/.test(route.path) || route.params === undefined);

/**
 * A record read with GET may be sent back whole (docs/decisions.md 'A record read can
 * be saved back'): the fields only its answer has are ignored, except that an `_id`
 * must be the id in the path (400 otherwise: the body is another record).
 */
function asSentBack(route: RouteDef, pathValues: Record<string, string>, value: unknown): unknown {
  if (!savesRecord(route) || !route.body || typeof value !== 'object' || value === null || Array.isArray(value))
    return value;
  const body = value as Record<string, unknown>;
  const idName = /\{(\w+)\}$/.exec(route.path)?.[1];
  const id = idName ? pathValues[idName] : undefined;
  if (id !== undefined && body._id !== undefined && body._id !== id) {
    throw new ApiError(ErrorCode.BadRequest, FieldMessages.otherRecord, [
      { path: '_id', message: FieldMessages.otherRecord },
    ]);
  }
  return withoutAnswerFields(body, route.body, route.response);
}

/**
 * Checks JSON syntax and the route's zod schemas for path, query and body.
 * Runs only after the caller is authenticated and authorised (DESIGN §2), so a
 * caller without the right never learns the schema. Any failure is a 400 in
 * the catalogue shape, raised before anything runs, so bad input never causes
 * a partial write.
 */
export function parseRequest(route: RouteDef, event: APIGatewayProxyEventV2): ParsedRequest {
  // Path and query values arrive decoded from API Gateway (or the local gateway);
  // a literal `%` is ordinary text, and nothing below decodes a second time.
  const pathValues = cleanAddressValues(event.pathParameters, 'params');
  const queryValues = cleanAddressValues(event.queryStringParameters, 'query');
  const bodyValue = asSentBack(route, pathValues, cleanBody(readJsonBody(route, event)));
  const params = validate(route.params, pathValues, 'params');
  const query = validate(route.query, queryValues, 'query');
  const body = route.multipart ? { value: undefined, errors: [] } : validate(route.body, bodyValue, '');
  const errors = [...params.errors, ...query.errors, ...body.errors];
  if (errors.length > 0) {
    throw new ApiError(ErrorCode.BadRequest, errors[0]?.message ?? Messages.validationFailed, errors);
  }
  return { params: params.value, query: query.value, body: body.value };
}

import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

export type IncomingCall = {
  method: string;
  path: string;
  rawQueryString: string;
  headers: Record<string, string>;
  body: Buffer;
  routeKey: string;
  pathParameters: Record<string, string>;
  sourceIp: string;
};

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;

/** The API Gateway HTTP API (payload 2.0) event for a request, as the cloud would build it. */
export function toHttpEvent(call: IncomingCall): APIGatewayProxyEventV2 {
  const contentType = call.headers['content-type'] ?? '';
  const isText = call.body.length === 0 || TEXT_TYPES.test(contentType);
  const query = new URLSearchParams(call.rawQueryString);
  const queryStringParameters: Record<string, string> = {};
  for (const [name, value] of query) {
    // API Gateway joins repeated parameters with commas.
    queryStringParameters[name] = name in queryStringParameters ? `${queryStringParameters[name]},${value}` : value;
  }
  const now = new Date();
  return {
    version: '2.0',
    routeKey: call.routeKey,
    rawPath: call.path,
    rawQueryString: call.rawQueryString,
    headers: call.headers,
    ...(Object.keys(queryStringParameters).length ? { queryStringParameters } : {}),
    ...(Object.keys(call.pathParameters).length ? { pathParameters: call.pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: call.headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: call.method,
        path: call.path,
        protocol: 'HTTP/1.1',
        sourceIp: call.sourceIp,
        userAgent: call.headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: call.routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    ...(call.body.length ? { body: isText ? call.body.toString('utf8') : call.body.toString('base64') } : {}),
    isBase64Encoded: !isText,
  };
}

/** A Lambda context good enough for middy and logging. */
export function lambdaContext(functionName: string): Context {
  const deadline = Date.now() + 30_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

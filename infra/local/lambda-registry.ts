import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { routeTable } from '@shared/api/routes/index';
import type { CallFamily } from '@shared/api/route';

export type HttpLambda = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;
export type WsLambda = (
  event: unknown,
  context: Context,
) => Promise<{ statusCode?: number; body?: string } | undefined>;

/**
 * Loads the same handler modules the cloud deploys: `functions/<family>/handler`
 * for every family in the route table, and the WebSocket handler. Imported after
 * the environment is set, because handlers read it at module scope.
 */
export async function loadLambdas(): Promise<{ http: Map<CallFamily, HttpLambda>; ws: WsLambda }> {
  const http = new Map<CallFamily, HttpLambda>();
  for (const family of Object.keys(routeTable) as CallFamily[]) {
    const module = (await import(`../../functions/${family}/handler`)) as { handler: HttpLambda };
    http.set(family, module.handler);
  }
  const ws = (await import('../../functions/chat/socket/handler')) as { handler: WsLambda };
  return { http, ws: ws.handler };
}

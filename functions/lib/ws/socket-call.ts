import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import type { SocketAction, SocketActionName, SocketEvent } from '@shared/api/socket';
import type { Tenant } from '../http/call';

/** What API Gateway sends the ws function; `$connect` also carries the query string. */
export type SocketLambdaEvent = APIGatewayProxyWebsocketEventV2 & {
  queryStringParameters?: Record<string, string | undefined>;
};

export type SocketLambdaResult = APIGatewayProxyResultV2;

/** Who sent a message: the user and branch verified on `$connect`, never from the message. */
export type SocketSender = Omit<Tenant, 'sessionId'> & { connectionId: string };

export type SocketCall<A extends SocketAction> = { message: A; sender: SocketSender };

/** One handler per action of the contract, checked by type; an answer event goes back to the sender. */
export type SocketActionTable = {
  [N in SocketActionName]: (call: SocketCall<Extract<SocketAction, { action: N }>>) => Promise<SocketEvent | undefined>;
};

import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { removeConnection } from '../../data/realtime/connections-repo';
import { config } from '../config';

let client: ApiGatewayManagementApiClient | undefined;

function management(): ApiGatewayManagementApiClient {
  const { WS_MANAGEMENT_ENDPOINT, AWS_REGION, DYNAMODB_ENDPOINT } = config();
  if (!WS_MANAGEMENT_ENDPOINT) throw new Error('WS_MANAGEMENT_ENDPOINT is not set');
  client ??= new ApiGatewayManagementApiClient({
    region: AWS_REGION,
    endpoint: WS_MANAGEMENT_ENDPOINT,
    // Local runtime: the emulator does not check signatures.
    ...(DYNAMODB_ENDPOINT ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  return client;
}

export const resetManagementClient = (): void => {
  client = undefined;
};

/** Sends one JSON message; a gone connection is forgotten and answers false. */
export async function postToConnection(connectionId: string, data: unknown): Promise<boolean> {
  try {
    await management().send(
      new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode(JSON.stringify(data)) }),
    );
    return true;
  } catch (error) {
    if (error instanceof GoneException || (error as Error).name === 'GoneException') {
      await removeConnection(connectionId);
      return false;
    }
    throw error;
  }
}

import { LogGroupLogDestination, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { SOCKET_ACTIONS } from '@shared/api/socket';
import { acknowledge } from '../acknowledge';
import { wsEntry, wsProfile } from '../function-profiles';
import { ServiceFunction, type FunctionResources } from './service-function';

/** Stage of the WebSocket API; part of the wss:// URL and of the management endpoint. */
export const WS_STAGE_NAME = 'live';

/**
 * Route keys served by the ws function: the connection routes, one route per
 * action of the socket contract (selected by the JSON `action` field), and
 * `$default` for anything else, which the function answers with MessageError.
 */
export const WS_ROUTE_KEYS: readonly string[] = ['$connect', '$disconnect', '$default', ...SOCKET_ACTIONS];

export type RealtimeProps = {
  readonly resources: Omit<FunctionResources, 'realtimeStage'>;
};

/** Chat transport: an API Gateway WebSocket API in front of the ws function. */
export class Realtime extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;
  readonly wsFunction: ServiceFunction;

  constructor(scope: Construct, id: string, props: RealtimeProps) {
    super(scope, id);
    this.api = new WebSocketApi(this, 'WebSocketApi', { description: 'Karkhana chat connections' });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: WS_STAGE_NAME,
      autoDeploy: true,
      throttle: { rateLimit: 100, burstLimit: 200 },
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
    });

    // Created after the stage because the function posts back through the stage's management endpoint.
    this.wsFunction = new ServiceFunction(this, 'WsFunction', {
      entry: wsEntry(),
      description: 'Karkhana WebSocket connections and chat actions',
      profile: wsProfile,
      resources: { ...props.resources, realtimeStage: this.stage },
    });
    const integration = new WebSocketLambdaIntegration('WsIntegration', this.wsFunction.fn);
    for (const routeKey of WS_ROUTE_KEYS) this.api.addRoute(routeKey, { integration });

    acknowledge(this.api, [
      {
        id: 'AwsSolutions-APIG4',
        reason:
          'The ws function authenticates $connect itself: it verifies the session token (JWT) and that the session item still exists, which an API Gateway authorizer cannot check without a second Lambda; $disconnect and $default only act on connections accepted that way.',
      },
    ]);
  }
}

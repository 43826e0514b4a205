import { NestedStack, Stack } from 'aws-cdk-lib';
import {
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { acknowledge } from '../acknowledge';
import type { CallFamily, Method } from '@shared/api/route';
import { familyEntry, familyProfiles, type DeployedFamily } from '../function-profiles';
import { ServiceFunction, type FunctionResources } from './service-function';

export type ApiProps = {
  /** Families to deploy, each with the calls it serves. */
  readonly families: readonly DeployedFamily[];
  readonly resources: FunctionResources;
};

const httpMethods: Record<Method, HttpMethod> = {
  GET: HttpMethod.GET,
  POST: HttpMethod.POST,
  PUT: HttpMethod.PUT,
  DELETE: HttpMethod.DELETE,
};

/**
 * The HTTP API: one Lambda per call family and one route per call, all taken
 * from the shared route table, so the route key of each call is exactly
 * `routeKey(route)` (`GET /api/Entities/ForUser/{userId}`).
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly functions: ReadonlyMap<CallFamily, ServiceFunction>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Karkhana calls (reached through CloudFront /api/*)',
      // The stage is declared below so that it gets access logging and throttling.
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS });
    new HttpStage(this, 'Stage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: 200, burstLimit: 400 },
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
    });

    const functions = new Map<CallFamily, ServiceFunction>();
    for (const { family, routes } of props.families) {
      const service = new ServiceFunction(this, `Family-${family}`, {
        entry: familyEntry(family),
        description: `Karkhana ${family} calls`,
        profile: familyProfiles[family],
        resources: props.resources,
      });
      functions.set(family, service);
      // One invoke permission for the whole API instead of one per route: a
      // family has dozens of calls and the function policy has a 20 KB limit.
      const integration = new HttpLambdaIntegration(`${family}-integration`, service.fn, {
        scopePermissionToRoute: false,
      });
      // A family's routes (and its integration, made with the first) live in a nested stack of their own:
      // one route per call grew past CloudFormation's 500 resources a stack (docs/deploy.md).
      const routeStack = new NestedStack(this, `Routes-${family}`, {
        description: `Karkhana ${family} routes`,
      });
      for (const route of routes) {
        new HttpRoute(routeStack, `Route ${route.method} ${route.path.replaceAll('/', ' ')}`, {
          httpApi: this.httpApi,
          routeKey: HttpRouteKey.with(`/api/${route.path}`, httpMethods[route.method]),
          integration,
        });
      }
    }
    this.functions = functions;

    acknowledge(this, [
      {
        id: 'AwsSolutions-APIG4',
        reason:
          'Authorisation is done in each function: it verifies the session token (JWT) and that the session item still exists, so a revoked session fails at once (handbook §4), and it checks the route permission from the shared access model. The login and forgot-password calls are public by the spec.',
      },
    ]);
  }

  /** Host name of the API's execute-api endpoint, for the CloudFront origin. */
  get originDomainName(): string {
    const stack = Stack.of(this);
    return `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }
}

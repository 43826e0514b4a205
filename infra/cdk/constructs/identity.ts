import { RemovalPolicy } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { acknowledge } from '../acknowledge';

/** Length of the generated HS256 signing key (characters). */
export const JWT_SECRET_LENGTH = 64;

/** The key that signs session tokens (handbook §4). */
export class Identity extends Construct {
  readonly jwtSecret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.jwtSecret = new Secret(this, 'JwtSigningSecret', {
      description: 'Karkhana session token (JWT) signing key',
      generateSecretString: { passwordLength: JWT_SECRET_LENGTH, excludePunctuation: true, includeSpace: false },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(this.jwtSecret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'Tokens are verified against this one key, so rotating it logs every user out; it is rolled by hand in a maintenance window (docs/deploy.md). Sessions are also revocable per login because every request checks the session item.',
      },
    ]);
  }
}

import { inject } from 'vitest';

// The environment the handlers read, pointing at the run's DynamoDB Local and s3rver.
Object.assign(process.env, inject('testEnv'), { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });

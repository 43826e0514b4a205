import { createApp } from './create-app';

// Entry point for the CDK CLI (`npx cdk synth|deploy`, see cdk.json).
createApp().app.synth();

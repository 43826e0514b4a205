/** The fake server lives beside the components, whose tests use it too. */
export { stubServer, type FakeServer, type Sent } from '../components/testing/fake-server';

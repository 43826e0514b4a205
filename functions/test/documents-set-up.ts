import { beforeAll } from 'vitest';
import { documentsFixture, type DocumentsFixture, type DocumentsFixtureOptions } from './service-test-kit';

/**
 * The documents tests' set-up, once per file: an organisation with a login per
 * role the file names (`options.roles`, every role unless named), its advisor,
 * and a customer with a vehicle (service-test-kit
 * `documentsFixture`), made before the file's first test. The answer is filled
 * in by then: tests read `f.s`, `f.cv`, `f.sa`.
 */
export function useDocumentsFixture(options: DocumentsFixtureOptions = {}): Readonly<DocumentsFixture> {
  const fixture = {} as DocumentsFixture;
  beforeAll(async () => {
    Object.assign(fixture, await documentsFixture(options));
  }, 180_000);
  return fixture;
}

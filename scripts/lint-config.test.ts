import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.js, proven on small samples linted in memory
 * as if they sat at the given path. Import targets are real files picked from
 * their folders, so the samples keep working as files are renamed.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
}, 60_000);

/** A production module of `folder` (relative to the root), as an import path from `fromFile` without extension. */
function someModule(folder: string, fromFile: string): string {
  const name = readdirSync(path.join(root, folder))
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
    .sort()[0];
  if (name === undefined) throw new Error(`No module in ${folder}`);
  const target = path.join(root, folder, name.replace(/\.tsx?$/, ''));
  const relative = path
    .relative(path.dirname(path.join(root, fromFile)), target)
    .split(path.sep)
    .join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

type Finding = { ruleId: string | null; message: string };

async function lint(file: string, code: string): Promise<Finding[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

async function boundaryFindings(file: string, imports: string[]): Promise<Finding[]> {
  const code = imports.map((source) => `import '${source}';`).join('\n') + '\n';
  return (await lint(file, code)).filter((finding) => finding.ruleId === 'boundaries/dependencies');
}

describe('layer rules', { timeout: 60_000 }, () => {
  it('a feature never imports another feature, but may import itself, components, lib and shared', async () => {
    const file = 'frontend/src/features/users/components/sample.tsx';
    const other = await boundaryFindings(file, [someModule('frontend/src/features/auth/api', file)]);
    expect(other).toHaveLength(1);
    expect(other[0]?.message).toMatch(/never imports another feature/);

    const allowed = await boundaryFindings(file, [
      someModule('frontend/src/features/users/api', file),
      someModule('frontend/src/components/dialog', file),
      someModule('frontend/src/lib', file),
      '@shared/api/route',
    ]);
    expect(allowed).toEqual([]);
  });

  it('frontend/src/components and lib import no feature and not the app; the app imports features', async () => {
    const base = 'frontend/src/components/sample.tsx';
    const below = await boundaryFindings(base, [
      someModule('frontend/src/features/auth/api', base),
      someModule('frontend/src/app', base),
    ]);
    expect(below).toHaveLength(2);
    for (const finding of below) expect(finding.message).toMatch(/sit below the features and the app/);

    const app = 'frontend/src/app/sample.tsx';
    expect(
      await boundaryFindings(app, [
        someModule('frontend/src/features/auth/api', app),
        someModule('frontend/src/lib', app),
      ]),
    ).toEqual([]);
  });

  it('shared/ imports nothing from Node, AWS or React; zod is fine', async () => {
    const file = 'shared/reference/sample.ts';
    const found = await boundaryFindings(file, [
      'node:fs',
      'path',
      '@aws-sdk/client-s3',
      'aws-cdk-lib',
      'react',
      'zod',
    ]);
    expect(found).toHaveLength(5);
    for (const finding of found) expect(finding.message).toMatch(/^shared\/ imports only/);
  });

  it('shared/ imports nothing from frontend/, functions/ or infra/', async () => {
    const file = 'shared/reference/sample.ts';
    const found = await boundaryFindings(file, [
      someModule('frontend/src/lib', file),
      someModule('functions/lib', file),
      someModule('infra/cdk', file),
    ]);
    expect(found).toHaveLength(3);
  });

  it('a domain module of shared/ never imports shared/api; shared/api may import the domain', async () => {
    const domain = await boundaryFindings('shared/parties/sample.ts', ['../api/route', '@shared/api/route']);
    expect(domain).toHaveLength(2);
    for (const finding of domain) expect(finding.message).toMatch(/never import shared\/api/);

    const contract = await boundaryFindings('shared/api/routes/sample.ts', [
      someModule('shared/parties', 'shared/api/routes/sample.ts'),
    ]);
    expect(contract).toEqual([]);
  });

  it('functions/ never imports frontend/', async () => {
    const file = 'functions/parties/sample.ts';
    const found = await boundaryFindings(file, [someModule('frontend/src/lib', file)]);
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toMatch(/functions\/ never imports frontend\//);
  });

  it('infra/cdk imports only shared/ among project folders', async () => {
    const file = 'infra/cdk/sample.ts';
    const found = await boundaryFindings(file, [
      someModule('functions/lib', file),
      someModule('infra/local', file),
      someModule('frontend/src/lib', file),
      '@shared/api/route',
      'aws-cdk-lib',
    ]);
    expect(found).toHaveLength(3);
    for (const finding of found) expect(finding.message).toMatch(/infra\/cdk imports only shared\//);
  });

  it('production code never imports a test kit; tests may', async () => {
    const kit = (file: string): string => someModule('functions/test', file);
    const production = await boundaryFindings('functions/parties/sample.ts', [kit('functions/parties/sample.ts')]);
    expect(production).toHaveLength(1);
    expect(production[0]?.message).toMatch(/never imports a test kit/);

    const test = await boundaryFindings('functions/parties/sample.int.test.ts', [
      kit('functions/parties/sample.int.test.ts'),
      'vitest',
    ]);
    expect(test).toEqual([]);
  });

  it('a call family never imports another family; it imports its own files, functions/lib and functions/data', async () => {
    const file = 'functions/invoices/sample.ts';
    const other = await boundaryFindings(file, [
      someModule('functions/service', file),
      someModule('functions/chat', file),
    ]);
    expect(other).toHaveLength(2);
    for (const finding of other) expect(finding.message).toMatch(/A call family never imports another family/);

    const allowed = await boundaryFindings(file, [
      someModule('functions/invoices/payments', file),
      someModule('functions/lib', file),
      someModule('functions/data/parties', file),
      '@shared/api/route',
    ]);
    expect(allowed).toEqual([]);
  });

  it('only functions/data and functions/lib import the AWS SDK (and infra, scripts and tests)', async () => {
    const sdk = ['@aws-sdk/lib-dynamodb', '@aws-sdk/client-s3'];
    for (const file of [
      'functions/service/sample.ts',
      'functions/chat/socket/sample.ts',
      'functions/deploy/sample.ts',
      'frontend/src/lib/sample.ts',
    ]) {
      const found = await boundaryFindings(file, sdk);
      expect(found, file).toHaveLength(2);
      for (const finding of found)
        expect(finding.message).toMatch(/Only functions\/data\/ and functions\/lib\/ import the AWS SDK/);
    }
    for (const file of [
      'functions/data/parties/sample.ts',
      'functions/lib/sample.ts',
      'functions/service/sample.int.test.ts',
      'infra/local/sample.ts',
      'scripts/sample.ts',
    ]) {
      expect(await boundaryFindings(file, sdk), file).toEqual([]);
    }
  });

  it('a test kit outside a test folder is caught by what it imports', async () => {
    const found = await boundaryFindings('functions/parties/sample-kit.ts', [
      'vitest',
      '@testing-library/react',
      './other-test-kit',
    ]);
    expect(found.length).toBeGreaterThanOrEqual(2);
    for (const finding of found) expect(finding.message).toMatch(/never imports a test kit or a test tool/);
  });
});

describe('index names', { timeout: 60_000 }, () => {
  const restricted = async (file: string, code: string): Promise<Finding[]> =>
    (await lint(file, code)).filter((finding) => finding.ruleId === 'no-restricted-syntax');

  it('a call file never names a table index; the table toolkit and tests may', async () => {
    const code = "export const query = { IndexName: 'gsi1' };\nexport const other = `gsi2`;\n";
    const call = await restricted('functions/service/sample.ts', code);
    expect(call).toHaveLength(2);
    for (const finding of call) expect(finding.message).toMatch(/never names a table index/);

    expect(await restricted('functions/data/table/sample.ts', code)).toEqual([]);
    expect(await restricted('functions/service/sample.int.test.ts', code)).toEqual([]);
  });
});

describe('file size', { timeout: 60_000 }, () => {
  const lines = (count: number): string =>
    Array.from({ length: count }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';

  it('no production file is over 400 lines', async () => {
    const over = await lint('shared/reference/sample.ts', lines(401));
    expect(over.map((finding) => finding.ruleId)).toEqual(['max-lines']);
    expect(await lint('shared/reference/sample.ts', lines(400))).toEqual([]);
  });

  it('tests may be longer', async () => {
    expect(await lint('shared/reference/sample.test.ts', lines(401))).toEqual([]);
  });
});

describe('import cycles', { timeout: 60_000 }, () => {
  /**
   * A real pair: a module and the first module it imports for a value. Linting the
   * imported module as if it imported its importer back closes a cycle.
   */
  function importedBy(importer: string): string {
    const source = readFileSync(path.join(root, importer), 'utf8');
    const target = /^import (?!type )[^;]*? from '(\.[^']+)';/m.exec(source)?.[1];
    if (target === undefined) throw new Error(`${importer} imports no module of the project for a value`);
    return (
      path
        .relative(root, path.resolve(path.dirname(path.join(root, importer)), target))
        .split(path.sep)
        .join('/') + '.ts'
    );
  }

  const backTo = (from: string, to: string): string => {
    const relative = path.relative(path.dirname(from), to).replace(/\.ts$/, '');
    return relative.startsWith('.') ? relative : `./${relative}`;
  };

  it('a module that imports a module importing it back is a cycle', async () => {
    const importer = 'functions/data/table/query-all.ts';
    const imported = importedBy(importer);
    const back = backTo(imported, importer);
    const found = (
      await lint(imported, `import { queryAll } from '${back}';\nexport const pages = queryAll;\n`)
    ).filter((finding) => finding.ruleId === 'import-x/no-cycle');
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toMatch(/Dependency cycle/);
  });

  it('a cycle through the @shared alias is found too: imports resolve from tsconfig.json', async () => {
    const importer = 'shared/api/socket.ts';
    const imported = importedBy(importer);
    const found = (
      await lint(imported, "import * as contract from '@shared/api/socket';\nexport const again = contract;\n")
    ).filter((finding) => finding.ruleId === 'import-x/no-cycle');
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toMatch(/Dependency cycle/);
  });

  it('a type-only import back is no cycle: it leaves no import at run time', async () => {
    const importer = 'functions/data/table/query-all.ts';
    const imported = importedBy(importer);
    const back = backTo(imported, importer);
    const found = await lint(
      imported,
      `import type { queryAll } from '${back}';\nexport type Pages = typeof queryAll;\n`,
    );
    expect(found.filter((finding) => finding.ruleId === 'import-x/no-cycle')).toEqual([]);
  });
});

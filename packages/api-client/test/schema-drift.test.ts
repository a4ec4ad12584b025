import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../', import.meta.url));
const committed = fileURLToPath(new URL('../src/schema.d.ts', import.meta.url));
const cli = join(createRequire(import.meta.url).resolve('openapi-typescript/package.json'), '../bin/cli.js');

it('src/schema.d.ts is what openapi-typescript generates from openapi.yaml (else run `npm run generate:api`)', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'api-client-schema-'));
  try {
    const fresh = join(dir, 'schema.d.ts');
    // The root `generate:api` script's command, writing into a temporary file instead.
    const packageJson = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
    const [, ...args] = (packageJson.scripts['generate:api'] as string).split(' ');
    args.splice(args.indexOf('-o'), 2, '-o', fresh);
    await run(process.execPath, [cli, ...args], { cwd: root });

    const [expected, actual] = await Promise.all([readFile(fresh, 'utf8'), readFile(committed, 'utf8')]);
    expect(actual === expected, 'src/schema.d.ts is stale: run `npm run generate:api` and commit it').toBe(true);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 30_000);

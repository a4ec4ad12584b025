import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Handlers read request parts typed from the contract (`bindOperation`) or from Fastify's route generics; a cast
// would let a handler's types drift from what the contract validates, so none is allowed in any source file.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-server', 'test', 'e2e', 'coverage', 'data']);

const PART = String.raw`request\.(?:params|body|query|headers)`;
const CASTS = [
  // request.params as { slug: string }, (request.params as Record<string, string>)[name]
  new RegExp(String.raw`\b${PART}\s*\)?\s+as\s`),
  // (request.body ?? {}) as Body
  new RegExp(String.raw`\(\s*${PART}\s*(?:\?\?|\|\|)[^)]*\)\s+as\s`),
  // request as { body: Body } (not another object's `request` property)
  /(?<![.\w$])request\s+as\s/,
];

/** The lines of `text` that cast a request or one of its parts, as `line: text`. */
function requestCasts(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => (CASTS.some((cast) => cast.test(line)) ? [`${index + 1}: ${line.trim()}`] : []));
}

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        return entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(path);
      }
      return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
    }),
  );
  return nested.flat();
}

describe('request parts are never cast', () => {
  it('recognises a cast however it is spelled, and not a typed read', () => {
    expect(
      requestCasts(
        [
          'const { slug } = request.params as { slug: string };',
          'const query = request.query as PageRequest;',
          'normalizedEmail((request.body as { email: string }).email);',
          "(request.params as Record<string, string>)[name] ?? '';",
          'const body = (request.body ?? {}) as { refreshToken?: string };',
          'const { body } = request as Body<{ email: string }>;',
          'const headers = request.headers as Record<string, string | undefined>;',
          'const { slug } = request.params;',
          'await accounts.logout(request.customer, request.body?.refreshToken);',
          'const related = { ...body, limit: body.limit ?? RELATED_MAX };',
        ].join('\n'),
      ),
    ).toEqual([
      '1: const { slug } = request.params as { slug: string };',
      '2: const query = request.query as PageRequest;',
      '3: normalizedEmail((request.body as { email: string }).email);',
      "4: (request.params as Record<string, string>)[name] ?? '';",
      '5: const body = (request.body ?? {}) as { refreshToken?: string };',
      '6: const { body } = request as Body<{ email: string }>;',
      '7: const headers = request.headers as Record<string, string | undefined>;',
    ]);
  });

  it('finds no cast of a request part in any source file of the repository', async () => {
    const files = await sourceFiles(root);
    expect(files.map((file) => relative(root, file))).toContain('apps/api/src/platform/http/operations.ts');
    const found: string[] = [];
    for (const file of files) {
      for (const cast of requestCasts(await readFile(file, 'utf8'))) found.push(`${relative(root, file)}:${cast}`);
    }
    expect(found, 'type the handler with bindOperation (or Fastify route generics) instead of casting').toEqual([]);
  });
});

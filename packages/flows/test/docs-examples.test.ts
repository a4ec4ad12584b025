import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/flows.md and docs/theming.md show how another brand's storefront uses the packages with the files of
// examples/brand-storefront: a block under `<!-- examples/brand-storefront/<file> -->` is that file, and the other
// TypeScript blocks of their "Use it in your own storefront" section are lines of the example's files.
const repoRoot = join(import.meta.dirname, '../../..');
const example = (file: string) => readFileSync(join(repoRoot, 'examples/brand-storefront', file), 'utf8');
const EXAMPLE_FILES = ['src/App.tsx', 'src/ApplyForService.tsx', 'src/api.ts', 'src/auth.ts', 'src/theme.ts'];

function ownStorefrontSection(doc: string) {
  const text = readFileSync(join(repoRoot, 'docs', doc), 'utf8');
  const start = text.indexOf('\n## Use it in your own storefront');
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end);
}

const BLOCK = /(?:<!-- examples\/brand-storefront\/(\S+) -->\n)?```(ts|tsx)\n([\s\S]*?)\n```/g;

describe.each(['flows.md', 'theming.md'])('docs/%s, "Use it in your own storefront"', (doc) => {
  const blocks = [...ownStorefrontSection(doc).matchAll(BLOCK)].map(([, file, , code = '']) => ({ file, code }));

  it('has code blocks from the example', () => expect(blocks.filter(({ file }) => file).length).toBeGreaterThan(1));

  it.each(blocks.map((block, index) => [block.file ?? `block ${index + 1}`, block] as const))('%s', (_, block) => {
    if (block.file) {
      expect(block.code).toBe(example(block.file).trimEnd());
      return;
    }
    const source = EXAMPLE_FILES.map(example).join('\n');
    for (const line of block.code.split('\n').map((it) => it.trim().replace(/,$/, ''))) {
      expect(source).toContain(line);
    }
  });
});

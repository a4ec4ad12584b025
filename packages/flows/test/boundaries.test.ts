/// <reference types="node" />

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Architecture rule: outside its /react entry point the flows package has no React, no network code and no
// api-client — storefronts inject those through machine.provide().
const SRC = join(import.meta.dirname, '..', 'src');
const FORBIDDEN = [/from ['"]react['"]/, /from ['"]react\//, /\bfetch\(/, /['"]@startwise\/api-client/];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(SRC, 'react') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('packages/flows outside react/', () => {
  it('imports no React, calls no fetch and knows no api-client', () => {
    const offences = sourceFiles(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return FORBIDDEN.filter((pattern) => pattern.test(text)).map((pattern) => `${relative(SRC, file)}: ${pattern}`);
    });
    expect(offences).toEqual([]);
  });
});

/// <reference types="node" />

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Architecture rule: outside its /react entry point the flows package has no React and no network code, and of
// the api-client only types (the contract's entities, such as FormField) — storefronts inject services through
// machine.provide().
const SRC = join(import.meta.dirname, '..', 'src');
const FORBIDDEN = [/from ['"]react['"]/, /from ['"]react\//, /\bfetch\(/];

const API_CLIENT = /['"]@startwise\/api-client[^'"]*['"]/g;
/** `import type … from` / `export type … from`: erased at build time, so nothing of the client is loaded. */
const TYPE_ONLY_API_CLIENT = /(?:^|\n)\s*(?:import|export)\s+type\s[^;]*?from\s+['"]@startwise\/api-client[^'"]*['"]/g;

/** True when `text` uses the api-client for anything but types (a value import, `import { type … }`, `import()`). */
function usesApiClientValues(text: string): boolean {
  return (text.match(API_CLIENT)?.length ?? 0) > (text.match(TYPE_ONLY_API_CLIENT)?.length ?? 0);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(SRC, 'react') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('packages/flows outside react/', () => {
  it('imports no React, calls no fetch and takes only types from the api-client', () => {
    const offences = sourceFiles(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [
        ...FORBIDDEN.filter((pattern) => pattern.test(text)).map((pattern) => `${relative(SRC, file)}: ${pattern}`),
        ...(usesApiClientValues(text) ? [`${relative(SRC, file)}: a value import of @startwise/api-client`] : []),
      ];
    });
    expect(offences).toEqual([]);
  });

  it('tells a type-only import of the api-client from one that loads it', () => {
    const allowed = [
      "import type { Schemas } from '@startwise/api-client';",
      "export type { components } from '@startwise/api-client';",
      "import type {\n  Schemas,\n  operations,\n} from '@startwise/api-client';",
    ];
    const refused = [
      "import { ApiError } from '@startwise/api-client';",
      "import { type Schemas } from '@startwise/api-client';",
      "import type { Schemas } from '@startwise/api-client';\nimport { createApiClient } from '@startwise/api-client';",
      "export { ApiError } from '@startwise/api-client';",
      "const client = await import('@startwise/api-client');",
    ];
    expect(allowed.filter(usesApiClientValues)).toEqual([]);
    expect(refused.filter((text) => !usesApiClientValues(text))).toEqual([]);
  });
});

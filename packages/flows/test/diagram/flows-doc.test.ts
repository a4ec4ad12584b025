/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentedMachines } from '../../src/diagram/machines.js';
import { diagramNames, syncDiagrams } from '../../src/diagram/sync-diagrams.js';

const docPath = join(import.meta.dirname, '..', '..', '..', '..', 'docs', 'flows.md');

describe('docs/flows.md', () => {
  const doc = readFileSync(docPath, 'utf8');

  it('has a diagram block for every documented machine', () => {
    expect(Object.keys(documentedMachines).filter((name) => !diagramNames(doc).includes(name))).toEqual([]);
  });

  it('shows each machine as it is defined (regenerate with `npm run docs:flows -w @startwise/flows`)', () => {
    expect(syncDiagrams(doc, documentedMachines)).toBe(doc);
  });

  it('keeps placeholders only for machines not documented yet', () => {
    const placeholders = [...doc.matchAll(/<!-- diagram:([\w-]+) -->\n<!-- \/diagram:\1 -->/g)].map((m) => m[1]);
    for (const name of placeholders) expect(documentedMachines).not.toHaveProperty(name as string);
  });
});

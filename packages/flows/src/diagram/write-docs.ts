/// <reference types="node" />
// `npm run docs:flows -w @startwise/flows`: regenerates the diagram blocks of docs/flows.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentedMachines } from './machines.js';
import { diagramNames, syncDiagrams } from './sync-diagrams.js';

const docPath = join(import.meta.dirname, '..', '..', '..', '..', 'docs', 'flows.md');
const before = readFileSync(docPath, 'utf8');
const missing = Object.keys(documentedMachines).filter((name) => !diagramNames(before).includes(name));
if (missing.length > 0) {
  console.error(`docs/flows.md has no <!-- diagram:NAME --> block for: ${missing.join(', ')}`);
  process.exitCode = 1;
}
const after = syncDiagrams(before, documentedMachines);
writeFileSync(docPath, after);
console.info(after === before ? 'docs/flows.md is up to date' : 'docs/flows.md diagrams regenerated');

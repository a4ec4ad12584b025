// docs/flows.md holds each diagram between `<!-- diagram:NAME -->` and `<!-- /diagram:NAME -->`. A pair with
// nothing between is a placeholder for a machine not documented yet.
import type { AnyStateMachine } from 'xstate';
import { toMermaid } from './toMermaid.js';

const BLOCK = /<!-- diagram:([\w-]+) -->[\s\S]*?<!-- \/diagram:\1 -->/g;

export function diagramBlock(name: string, machine: AnyStateMachine): string {
  return `<!-- diagram:${name} -->\n\`\`\`mermaid\n${toMermaid(machine)}\n\`\`\`\n<!-- /diagram:${name} -->`;
}

/** The markdown with every registered machine's block regenerated; unknown names are left as they are. */
export function syncDiagrams(markdown: string, machines: Record<string, AnyStateMachine>): string {
  return markdown.replace(BLOCK, (block, name: string) => {
    const machine = machines[name];
    return machine ? diagramBlock(name, machine) : block;
  });
}

/** Names of the blocks in the markdown. */
export function diagramNames(markdown: string): string[] {
  return [...markdown.matchAll(BLOCK)].map((match) => match[1] ?? '');
}

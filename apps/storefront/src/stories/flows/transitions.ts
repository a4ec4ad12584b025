import { toMermaid } from '@startwise/flows/diagram';
import type { AnyStateMachine } from 'xstate';

export interface StateTransitions {
  state: string;
  transitions: string[];
}

const EDGE = /^\s+(\S+) --> (\S+)(?: : (.+))?$/;
const readable = (id: string) => (id === '[*]' ? 'end' : id === 'anyState' ? 'any state' : id.replaceAll('_', '.'));

/**
 * The diagram's transitions as text, grouped by the state they leave: the same edges as the picture (read from
 * the Mermaid text toMermaid generates), for readers who cannot see it.
 */
export function stateTransitions(machine: AnyStateMachine): StateTransitions[] {
  const byState = new Map<string, string[]>();
  for (const line of toMermaid(machine).split('\n')) {
    const edge = EDGE.exec(line);
    if (!edge) continue;
    const [, source = '', target = '', label] = edge;
    const list = byState.get(source) ?? [];
    list.push(label ? `${label} → ${readable(target)}` : `→ ${readable(target)}`);
    byState.set(source, list);
  }
  return [...byState].map(([state, transitions]) => ({ state: readable(state), transitions }));
}

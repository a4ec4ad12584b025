// Shared by every machine's model-based test (flows-rules and flows-auth engineers):
//   import { createCoverage } from '../../src/testing/coverage.js';
// Pass `coverage.inspect` to createActor (runPath does), run the paths, then `coverage.assertComplete()` fails the
// test with the list of every state and transition of the machine definition that no path took.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';

export interface CoverageCount {
  covered: number;
  total: number;
  missing: string[];
}

export interface CoverageReport {
  states: CoverageCount;
  transitions: CoverageCount;
}

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allStateNodes(child as AnyStateNode))];
}

/** A readable, stable name for one transition of the definition: 'payment.orderReady --PAY--> payment.loadingScript'. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source as AnyStateNode;
  const event = transition.eventType === '' ? '(always)' : transition.eventType;
  const candidates: AnyTransitionDefinition[] =
    transition.eventType === '' ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? []);
  const branch = candidates.length > 1 ? `#${candidates.indexOf(transition) + 1}` : '';
  const targets = transition.target?.map((target: AnyStateNode) => target.id).join(',') ?? '(self)';
  return `${source.id} --${event}${branch}--> ${targets}`;
}

function definedTransitions(machine: AnyStateMachine): string[] {
  return allStateNodes(machine.root).flatMap((node) => [
    ...[...node.transitions.values()].flat().map(transitionKey),
    ...(node.always ?? []).map(transitionKey),
  ]);
}

function count(defined: string[], seen: Set<string>): CoverageCount {
  const missing = defined.filter((key) => !seen.has(key));
  return { covered: defined.length - missing.length, total: defined.length, missing };
}

export function formatCoverage(name: string, report: CoverageReport): string {
  const line = (label: string, { covered, total }: CoverageCount) =>
    `${label} ${covered}/${total} (${total === 0 ? 100 : Math.round((covered / total) * 100)}%)`;
  return `${name}: ${line('states', report.states)}, ${line('transitions', report.transitions)}`;
}

/**
 * Records which states were entered and which transitions were taken by actors inspected with `inspect`. Keys come
 * from the definition, so coverage carries over between `machine` and `machine.provide(...)`.
 */
export function createCoverage(machine: AnyStateMachine) {
  const states = allStateNodes(machine.root).map((node) => node.id);
  const transitions = definedTransitions(machine);
  const seenStates = new Set<string>();
  const seenTransitions = new Set<string>();

  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.microstep') {
      // A taken transition's source was active even when no snapshot shows it: a start-up state left by its
      // eventless transitions (auth's `booting`) is gone before the first snapshot is published.
      for (const transition of event._transitions) {
        seenTransitions.add(transitionKey(transition));
        seenStates.add((transition.source as AnyStateNode).id);
      }
    }
    if (event.type === '@xstate.snapshot' || event.type === '@xstate.microstep') {
      const nodes = (event.snapshot as { _nodes?: AnyStateNode[] })._nodes ?? [];
      for (const node of nodes) seenStates.add(node.id);
    }
  };

  const report = (): CoverageReport => ({
    states: count(states, seenStates),
    transitions: count(transitions, seenTransitions),
  });

  return {
    inspect,
    report,
    /** Throws unless every state and every transition was taken; the message lists what is missing. */
    assertComplete(name = machine.id) {
      const result = report();
      const summary = formatCoverage(name, result);
      const missing = [...result.states.missing.map((id) => `state ${id}`), ...result.transitions.missing];
      if (missing.length > 0) throw new Error(`${summary}\nnot covered:\n  ${missing.join('\n  ')}`);
      return summary;
    },
  };
}

export type Coverage = ReturnType<typeof createCoverage>;

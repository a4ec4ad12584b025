// Path generation for model-based tests over the real machine (createTestModel refuses machines with invoke and
// after, whatever the xstate/graph version). Events a state handles are enumerated from the definition; `cases` supply payloads
// (several cases of one type give several branches), everything else is sent as a bare `{ type }`.
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';

export type MachinePath = StatePath<AnyMachineSnapshot, EventObject>;

export interface PathOptions {
  /** Event payloads, e.g. `{ type: 'xstate.done.actor.createOrder', output: order }`. */
  cases?: readonly AnyEventObject[];
  /** What makes two snapshots "the same state" for the traversal; defaults to the state value only. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  input?: unknown;
  limit?: number;
  /** Leave out an event in a state, e.g. to bound simple paths on a graph where anything can restart a journey. */
  filterEvents?: (snapshot: AnyMachineSnapshot, event: EventObject) => boolean;
  /** Do not traverse beyond a state that matches, e.g. where a journey ends. */
  stopWhen?: (snapshot: AnyMachineSnapshot) => boolean;
}

export const byStateValue = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);

function traversal(options: PathOptions) {
  const cases = options.cases ?? [];
  const events = (snapshot: AnyMachineSnapshot): EventObject[] => {
    const types = new Set((snapshot._nodes as AnyStateNode[]).flatMap((node) => node.ownEvents as string[]));
    return [...types].flatMap((type) => {
      const matching = cases.filter((event) => event.type === type);
      return matching.length > 0 ? matching : [{ type }];
    });
  };
  const serializeState = options.serializeState ?? byStateValue;
  return {
    events,
    serializeState: (snapshot: AnyMachineSnapshot) => serializeState(snapshot),
    input: options.input,
    limit: options.limit ?? 5000,
    filterEvents: options.filterEvents,
    stopWhen: options.stopWhen,
  };
}

/** The shortest path to every distinct state. */
export function shortestPaths(machine: AnyStateMachine, options: PathOptions = {}): MachinePath[] {
  return getShortestPaths(machine, traversal(options) as never) as MachinePath[];
}

/** Every path that visits no state twice, to every distinct state. */
export function simplePaths(machine: AnyStateMachine, options: PathOptions = {}): MachinePath[] {
  return getSimplePaths(machine, traversal(options) as never) as MachinePath[];
}

/**
 * Shortest path to each state, extended by each event that state handles: together they take every transition
 * reachable under `cases` at least once (the coverage check proves that this was enough).
 */
export function transitionPaths(machine: AnyStateMachine, options: PathOptions = {}): MachinePath[] {
  const resolved = traversal(options);
  const toState = new Map(shortestPaths(machine, options).map((path) => [resolved.serializeState(path.state), path]));
  const adjacency = getAdjacencyMap(machine, resolved as never);
  return Object.entries(adjacency).flatMap(([serialized, { transitions }]) => {
    const head = toState.get(serialized);
    if (!head) return [];
    const edges = Object.values(transitions) as { event: EventObject; state: AnyMachineSnapshot }[];
    return edges.map(({ event, state }) => ({
      state,
      steps: [...head.steps, { event, state }],
      weight: head.weight + 1,
    }));
  });
}

/** 'GO → xstate.done.actor.load' — a test title for a path. */
export function describePath(path: MachinePath): string {
  const events = path.steps.slice(1).map((step) => step.event.type.replace(/^xstate\./, ''));
  return `${events.join(' → ') || '(initial)'} ⇒ ${JSON.stringify(path.state.value)}`;
}

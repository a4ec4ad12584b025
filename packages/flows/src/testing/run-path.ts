// Plays a generated path on a real actor of the provided machine: user events are sent, `xstate.done.actor.<id>` /
// `xstate.error.actor.<id>` settle the fake actor of that id (invoke ids equal actor names), and
// `xstate.after.<delay>.<state>` advances the (fake) clock by the named delay. After every step the actor must be in
// the state the model predicted, and `check` asserts what the user sees there.
import { type AnyMachineSnapshot, type AnyStateMachine, createActor, type EventObject } from 'xstate';
import type { Coverage } from './coverage.js';
import type { FakeActors } from './fake-actors.js';
import type { MachinePath } from './paths.js';

export interface PathDriver {
  /** The machine with fake actors provided. */
  machine: AnyStateMachine;
  fakes: FakeActors;
  coverage: Coverage;
  input?: unknown;
  /** e.g. `(ms) => vi.advanceTimersByTimeAsync(ms)` */
  advanceTime: (ms: number) => Promise<unknown>;
  /** Assertions on what the user sees, after the start and after every step (`previous`: before the step). */
  check: (snapshot: AnyMachineSnapshot, event: EventObject, previous: AnyMachineSnapshot | undefined) => void;
}

const DONE = /^xstate\.done\.actor\.(.+)$/;
const ERROR = /^xstate\.error\.actor\.(.+)$/;
const AFTER = /^xstate\.after\.([^.]+)\./;

async function flushMicrotasks() {
  for (let tick = 0; tick < 20; tick++) await Promise.resolve();
}

function delayOf(machine: AnyStateMachine, name: string): number {
  const delay = (machine.implementations.delays as Record<string, unknown>)[name] ?? Number(name);
  if (typeof delay !== 'number' || Number.isNaN(delay)) throw new Error(`delay "${name}" is not a fixed number`);
  return delay;
}

export async function runPath(path: MachinePath, driver: PathDriver): Promise<void> {
  const actor = createActor(driver.machine, { input: driver.input, inspect: driver.coverage.inspect });
  const errors: unknown[] = [];
  actor.subscribe({ error: (error) => errors.push(error) });
  actor.start();
  let previous: AnyMachineSnapshot | undefined;
  try {
    for (const [index, step] of path.steps.entries()) {
      const { event } = step;
      if (index > 0) {
        const done = DONE.exec(event.type);
        const failed = ERROR.exec(event.type);
        const after = AFTER.exec(event.type);
        if (done?.[1]) driver.fakes.resolve(done[1], (event as { output?: unknown }).output);
        else if (failed?.[1]) driver.fakes.reject(failed[1], (event as { error?: unknown }).error);
        else if (after?.[1]) await driver.advanceTime(delayOf(driver.machine, after[1]));
        else actor.send(event);
        await flushMicrotasks();
      }
      if (errors.length > 0) throw errors[0];
      const snapshot = actor.getSnapshot();
      const expected = JSON.stringify(step.state.value);
      const actual = JSON.stringify(snapshot.value);
      if (actual !== expected) {
        throw new Error(`after ${event.type} (step ${index}) the actor is in ${actual}, the model says ${expected}`);
      }
      driver.check(snapshot, event, previous);
      previous = snapshot;
    }
  } finally {
    actor.stop();
  }
}

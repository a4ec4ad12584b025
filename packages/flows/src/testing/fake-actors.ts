// Fake actors for model-based tests: each `fromPromise` call waits until the test settles it, so a path step like
// `xstate.done.actor.createOrder` is played by resolving the pending call with the step's output.
import { type AnyActorLogic, fromCallback, fromPromise } from 'xstate';

interface Pending {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

export function createFakeActors() {
  const pending = new Map<string, Pending>();
  const inputs = new Map<string, unknown[]>();

  const remember = (name: string, input: unknown) => {
    inputs.set(name, [...(inputs.get(name) ?? []), input]);
  };

  function settle(name: string): Pending {
    const call = pending.get(name);
    if (!call) throw new Error(`no pending call of actor "${name}"`);
    pending.delete(name);
    return call;
  }

  return {
    /** A promise actor that stays pending until resolve(name)/reject(name). */
    promise(name: string): AnyActorLogic {
      return fromPromise<unknown, unknown>(({ input }) => {
        remember(name, input);
        return new Promise((resolve, reject) => pending.set(name, { resolve, reject }));
      });
    },
    /** A callback actor that only records its input; its events are sent to the parent by the test. */
    callback(name: string): AnyActorLogic {
      return fromCallback(({ input }) => {
        remember(name, input);
      });
    },
    resolve(name: string, output: unknown) {
      settle(name).resolve(output);
    },
    reject(name: string, error: unknown) {
      settle(name).reject(error);
    },
    isPending(name: string) {
      return pending.has(name);
    },
    /** Inputs of every call of `name`, oldest first. */
    inputsOf(name: string): unknown[] {
      return inputs.get(name) ?? [];
    },
    lastInput(name: string): unknown {
      return inputs.get(name)?.at(-1);
    },
  };
}

export type FakeActors = ReturnType<typeof createFakeActors>;

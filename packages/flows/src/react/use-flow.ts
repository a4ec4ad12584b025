import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { ActorOptions, AnyStateMachine, SnapshotFrom } from 'xstate';

type Selectors<TMachine extends AnyStateMachine> = Record<string, (snapshot: SnapshotFrom<TMachine>) => unknown>;
type View<TSelectors> = { [K in keyof TSelectors]: TSelectors[K] extends (...args: never[]) => infer R ? R : never };

/**
 * Runs a flow for one component and reads it through its named selectors only:
 * `const { view, send } = useFlow(contactMachine, { isSending, sent })`. The component re-renders when a selected
 * value changes, not on every snapshot.
 */
export function useFlow<TMachine extends AnyStateMachine, TSelectors extends Selectors<TMachine>>(
  machine: TMachine,
  selectors: TSelectors,
  options?: ActorOptions<TMachine>,
) {
  const actorRef = useActorRef(machine, options);
  const view = useSelector(
    actorRef,
    (snapshot) =>
      Object.fromEntries(
        Object.entries(selectors).map(([name, select]) => [name, select(snapshot)]),
      ) as View<TSelectors>,
    shallowEqual,
  );
  return { view, send: actorRef.send, actorRef };
}

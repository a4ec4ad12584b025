import { fromPromise } from 'xstate';

/** A named call the app must provide; running it unprovided fails the step loudly ("provide me"). */
export function placeholder<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`auth machine: the '${name}' actor is not provided (provide me)`);
  });
}

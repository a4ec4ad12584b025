import { useAuthActorRef } from '@startwise/flows/react';
import { useEffect } from 'react';

/**
 * Spec 2: the auth state is reset when a sign-in page opens (the last error and message go). With
 * `leavePendingStep` a half-finished code step is abandoned too, so Login and Register start afresh.
 */
export function useResetOnOpen({ leavePendingStep = false } = {}) {
  const actorRef = useAuthActorRef();
  useEffect(() => {
    if (leavePendingStep) actorRef.send({ type: 'CANCEL' });
    actorRef.send({ type: 'RESET' });
  }, [actorRef, leavePendingStep]);
}

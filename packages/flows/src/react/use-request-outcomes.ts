import { useEffect, useRef } from 'react';
import type { Feedback } from '../machines/auth/feedback.js';

interface FeedbackActor {
  getSnapshot(): { context: Feedback };
  subscribe(next: (snapshot: { context: Feedback }) => void): { unsubscribe(): void };
}

export interface RequestOutcomes {
  /** A request failed with `error` (not called when its field errors say what is wrong, e.g. a 422). */
  failed: (error: string) => void;
  /** A request succeeded with `message` to tell. */
  succeeded: (message: string) => void;
}

/**
 * While mounted, reports each new outcome of a session actor's requests (customer or staff) once, e.g. as toasts:
 * a failure with the server's text, a success with its message.
 */
export function useRequestOutcomes(actorRef: FeedbackActor, outcomes: RequestOutcomes) {
  // The latest callbacks without subscribing again on every render.
  const latest = useRef(outcomes);
  latest.current = outcomes;
  useEffect(() => {
    let previous = actorRef.getSnapshot().context;
    const subscription = actorRef.subscribe((snapshot) => {
      const { status, error, message, fieldErrors } = snapshot.context;
      const before = previous;
      previous = snapshot.context;
      if (status === before.status && error === before.error && message === before.message) return;
      if (status === 'failed' && error && Object.keys(fieldErrors).length === 0) latest.current.failed(error);
      if (status === 'succeeded' && message) latest.current.succeeded(message);
    });
    return () => subscription.unsubscribe();
  }, [actorRef]);
}

import { staffSession } from '@startwise/flows';
import { useSessionEvents, useStaffSession, useStaffSessionRef } from '@startwise/flows/react';
import { useToast } from '@startwise/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ADMIN_QUERY_KEY } from '../app/query-client';
import { connectStaffSession } from './session-link';

/**
 * Connects the staff session to the rest of the app: the API client's events (rotated tokens, a session that
 * could not be renewed, 403s), the session's outcomes as toasts (failures with the server's text; 422s are shown
 * by the fields), and the cache of staff data, forgotten at sign-out.
 */
export function SessionBridge() {
  const actorRef = useStaffSessionRef();
  const toast = useToast();
  const queryClient = useQueryClient();
  const signedIn = useStaffSession(staffSession.isSignedIn);

  useSessionEvents(actorRef, connectStaffSession, (message) => toast.error(message));

  useEffect(() => {
    let previous = actorRef.getSnapshot().context;
    const subscription = actorRef.subscribe((snapshot) => {
      const { status, error, message, fieldErrors } = snapshot.context;
      const before = previous;
      previous = snapshot.context;
      if (status === before.status && error === before.error && message === before.message) return;
      if (status === 'failed' && error && Object.keys(fieldErrors).length === 0) toast.error(error);
      if (status === 'succeeded' && message) toast.success(message);
    });
    return () => subscription.unsubscribe();
  }, [actorRef, toast]);

  // The next member must never see the last one's data.
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) queryClient.removeQueries({ queryKey: [ADMIN_QUERY_KEY] });
    wasSignedIn.current = signedIn;
  }, [signedIn, queryClient]);

  return null;
}

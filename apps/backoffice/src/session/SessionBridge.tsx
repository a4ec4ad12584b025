import { staffSession } from '@startwise/flows';
import { useRequestOutcomes, useSessionEvents, useStaffSession, useStaffSessionRef } from '@startwise/flows/react';
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

  useRequestOutcomes(actorRef, {
    failed: (error) => toast.error(error),
    succeeded: (message) => toast.success(message),
  });

  // The next member must never see the last one's data.
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) queryClient.removeQueries({ queryKey: [ADMIN_QUERY_KEY] });
    wasSignedIn.current = signedIn;
  }, [signedIn, queryClient]);

  return null;
}

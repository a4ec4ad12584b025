import { auth, authMachine } from '@startwise/flows';
import {
  AuthActorProvider,
  useAuthActor,
  useAuthActorRef,
  useCurrentUser,
  useIsAuthenticated,
  useRequestOutcomes,
  useSessionEvents,
} from '@startwise/flows/react';
import { useToast } from '@startwise/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { waitFor } from 'xstate';
import { api } from '../app/api';
import type { AuthRuntimeState } from '../app/session';
import { ACCOUNT_QUERY_KEY } from './account-queries';
import { authServices } from './auth-actors';
import { authStorage } from './auth-storage';
import { connectSession } from './session-link';

/**
 * The auth flow's outcomes as toasts, once each (spec 8): failures with the server's text (422s are shown by the
 * fields instead), successes with their message. Sign-out's message is shown by the avatar menu that asked for it.
 */
function AuthFeedback() {
  const actorRef = useAuthActorRef();
  const toast = useToast();
  useRequestOutcomes(actorRef, {
    failed: (error) => toast.error(error),
    succeeded: (message) => {
      if (message !== auth.AUTH_SUCCESS.loggedOut) toast.success(message);
    },
  });
  return null;
}

/**
 * Connects the auth actor to the rest of the app: the API client's session events (rotated tokens, a session
 * that could not be renewed, 403s), the shell's session (user and sign-out), and the cache of account data.
 */
function SessionBridge({ onChange }: { onChange: (state: AuthRuntimeState | null) => void }) {
  const actorRef = useAuthActorRef();
  const toast = useToast();
  const queryClient = useQueryClient();
  const signedIn = useIsAuthenticated();
  const user = useCurrentUser();

  useSessionEvents(actorRef, connectSession, (message) => toast.error(message));

  // Another customer must never see the last one's submissions or transactions.
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) queryClient.removeQueries({ queryKey: [ACCOUNT_QUERY_KEY] });
    wasSignedIn.current = signedIn;
  }, [signedIn, queryClient]);

  // Published before paint, so the routes waiting for the actor never show an empty frame.
  useLayoutEffect(() => {
    onChange({
      actor: actorRef,
      session: {
        user: signedIn && user ? user : null,
        signOut: async () => {
          actorRef.send({ type: 'LOGOUT' });
          await waitFor(actorRef, (snapshot) => !auth.isAuthenticated(snapshot) && !auth.isLoggingOut(snapshot));
        },
      },
    });
  }, [signedIn, user, actorRef, onChange]);
  useLayoutEffect(() => () => onChange(null), [onChange]);
  return null;
}

/** The storefront's one auth actor, resumed from the persisted keys, with its services on the API client. */
export default function AuthRuntime({ onChange }: { onChange: (state: AuthRuntimeState | null) => void }) {
  const machine = useMemo(() => auth.provideAuthServices(authMachine, authServices(api)), []);
  const actor = useAuthActor({ machine, storage: authStorage });
  return (
    <AuthActorProvider actor={actor}>
      <AuthFeedback />
      <SessionBridge onChange={onChange} />
    </AuthActorProvider>
  );
}

import { AuthActorProvider } from '@startwise/flows/react';
import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { useAuthRuntime } from '../app/session';
import { SIGNED_OUT_FIRST_FRAME_HANDLE } from '../guards/account-routes';
import { signedOutFirstFrame } from './signed-out-first-frame';

/**
 * The layout of every route that reads the auth flow (sign-in pages, guards, account pages): starts the auth runtime
 * if it is not running yet and gives the pages its actor. Until it runs, a guest page is drawn signed out, as the
 * server drew it; every other page waits for the runtime, which knows the stored session.
 */
export function AuthRoutes() {
  const { actor, request } = useAuthRuntime();
  useEffect(() => request(), [request]);
  const drawnSignedOut = useMatches().some((match) => match.handle === SIGNED_OUT_FIRST_FRAME_HANDLE);
  const shown = actor ?? (drawnSignedOut ? signedOutFirstFrame() : null);
  return shown ? (
    <AuthActorProvider actor={shown}>
      <Outlet />
    </AuthActorProvider>
  ) : null;
}

import { AuthActorProvider } from '@startwise/flows/react';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useAuthRuntime } from '../app/session';

/**
 * The layout of every route that reads the auth flow (sign-in pages, guards, account pages, the service page):
 * starts the auth runtime if it is not running yet and gives the pages its actor.
 */
export function AuthRoutes() {
  const { actor, request } = useAuthRuntime();
  useEffect(() => request(), [request]);
  return actor ? (
    <AuthActorProvider actor={actor}>
      <Outlet />
    </AuthActorProvider>
  ) : null;
}

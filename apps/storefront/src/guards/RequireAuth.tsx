import { useIsAuthenticated } from '@startwise/flows/react';
import { loginRedirectUrl } from '@startwise/flows/rules';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

/**
 * Login-required pages (spec 2): an anonymous visitor goes to /login?redirect={encoded path and query}, and the
 * origin also rides along in the navigation state; after sign-in the login page returns there.
 */
export function RequireAuth() {
  const signedIn = useIsAuthenticated();
  const location = useLocation();
  if (signedIn) return <Outlet />;
  const origin = `${location.pathname}${location.search}`;
  return <Navigate to={loginRedirectUrl(origin)} replace state={{ from: origin }} />;
}

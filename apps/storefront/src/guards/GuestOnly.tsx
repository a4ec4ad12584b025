import { auth } from '@startwise/flows';
import { useAuthSelector, useIsAuthenticated } from '@startwise/flows/react';
import { redirectAfterLogin } from '@startwise/flows/rules';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { originOf } from './origin';

/**
 * Guest-only pages (spec 2: login, register, two-factor, forgot and reset password): a signed-in customer is sent
 * to the origin they came from, or to / when there is none or it was a guest-only page. Signing in on one of
 * these pages lands here too, so this is also where a fresh sign-in returns to the page that asked for it.
 */
export function GuestOnly() {
  const signedIn = useIsAuthenticated();
  const remembered = useAuthSelector(auth.redirectTo);
  const location = useLocation();
  const [params] = useSearchParams();
  if (!signedIn) return <Outlet />;
  const origin = originOf(params, location.state);
  return <Navigate to={origin ? redirectAfterLogin(origin) : (remembered ?? '/')} replace />;
}

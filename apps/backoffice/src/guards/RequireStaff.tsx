import { staffSession } from '@startwise/flows';
import { useStaffSession, useStaffSessionRef } from '@startwise/flows/react';
import { Alert, Button, Container, Spinner, Stack } from '@startwise/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../app/paths';

/**
 * The back office is for signed-in staff only: a visitor goes to the sign-in page (and comes back afterwards),
 * a stored session is checked first, and a server that cannot say who the member is gets a retry.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const location = useLocation();
  const actorRef = useStaffSessionRef();
  const signedIn = useStaffSession(staffSession.isSignedIn);
  const staff = useStaffSession(staffSession.signedInStaff);
  const unavailable = useStaffSession(staffSession.isSessionUnavailable);
  const error = useStaffSession(staffSession.sessionError);

  if (!signedIn) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={paths.login} replace state={{ from }} />;
  }
  if (unavailable) {
    return (
      <Container as="main">
        <Stack space="medium" align="left">
          <Alert tone="critical" title="The back office could not load your account">
            {error ?? 'An unexpected error occurred.'}
          </Alert>
          <Button onClick={() => actorRef.send({ type: 'RETRY' })}>Try again</Button>
        </Stack>
      </Container>
    );
  }
  if (!staff) {
    return (
      <Container as="main">
        <Spinner label="Loading your account" />
      </Container>
    );
  }
  return children;
}

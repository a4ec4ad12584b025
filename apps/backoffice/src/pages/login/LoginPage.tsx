import { staffSession } from '@startwise/flows';
import { useStaffSession, useStaffSessionRef } from '@startwise/flows/react';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PageTitle } from '../../layout/PageTitle';
import { CodeStep } from './CodeStep';
import { PasswordStep } from './PasswordStep';

/** Where a signed-in member goes: back to the page that asked them to sign in, else the dashboard. */
function destinationOf(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : paths.dashboard;
}

/** /backoffice/login: the password, then the emailed code, driven by the staff session flow. */
export function LoginPage() {
  const actorRef = useStaffSessionRef();
  const location = useLocation();
  const signedIn = useStaffSession(staffSession.isSignedIn);
  const email = useStaffSession(staffSession.pendingEmail);

  // A page opened: the last error (of an earlier visit or a sign-out) is not this page's.
  useEffect(() => actorRef.send({ type: 'RESET' }), [actorRef]);

  if (signedIn) return <Navigate to={destinationOf(location.state)} replace />;
  return (
    <>
      <PageTitle title={email ? 'Enter your sign-in code' : 'Staff sign-in'} />
      {email ? <CodeStep email={email} /> : <PasswordStep />}
    </>
  );
}

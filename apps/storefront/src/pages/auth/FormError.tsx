import { auth } from '@startwise/flows';
import { useAuthError, useAuthSelector } from '@startwise/flows/react';
import { Alert } from '@startwise/ui';

/**
 * The red box above a sign-in form's button with the server's message (spec 2). A 422 is shown by the fields
 * instead; the same message is also toasted by the session.
 */
export function FormError() {
  const error = useAuthError();
  const failed = useAuthSelector((snapshot) => auth.authStatus(snapshot) === 'failed');
  const fieldErrors = useAuthSelector(auth.authFieldErrors);
  if (!failed || !error || Object.keys(fieldErrors).length > 0) return null;
  return <Alert tone="critical">{error}</Alert>;
}

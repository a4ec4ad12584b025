import { staffSession } from '@startwise/flows';
import { useStaffSession } from '@startwise/flows/react';
import { Alert } from '@startwise/ui';

/**
 * The red box above a sign-in step's button with the server's message, as the storefront shows it (the same
 * message is toasted); field errors are shown by their fields instead.
 */
export function FormError() {
  const error = useStaffSession(staffSession.sessionError);
  const failed = useStaffSession((snapshot) => staffSession.sessionStatus(snapshot) === 'failed');
  const fieldErrors = useStaffSession(staffSession.sessionFieldErrors);
  if (!failed || !error || Object.keys(fieldErrors).length > 0) return null;
  return <Alert tone="critical">{error}</Alert>;
}

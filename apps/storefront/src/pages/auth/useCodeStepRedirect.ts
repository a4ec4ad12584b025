import { auth } from '@startwise/flows';
import { useAuthSelector } from '@startwise/flows/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * After Login or Register was sent from this page: an emailed-code step continues on its own page (spec 2), with
 * the origin carried along. Returns the flag the page sets when it sends, so an older pending step left from a
 * previous visit does not move the visitor before they submit.
 */
export function useCodeStepRedirect(from: string | null) {
  const sent = useRef(false);
  const navigate = useNavigate();
  const twoFactor = useAuthSelector(auth.isAwaitingTwoFactor);
  const verification = useAuthSelector(auth.isAwaitingEmailVerification);
  useEffect(() => {
    if (!sent.current) return;
    if (twoFactor) navigate('/two-factor', { state: { from } });
    else if (verification) navigate('/verify-email', { state: { from } });
  }, [twoFactor, verification, navigate, from]);
  return sent;
}

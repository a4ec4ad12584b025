import { useToast } from '@startwise/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A toast is about the page it was shown on: a new page closes the old page's toasts (a 'Verification code sent'
 * does not follow the customer home). The one that announced the move itself ('Successfully logged out') stays: it
 * came after the customer's last press, however long the new page took to arrive.
 */
export function useToastsOfThePage() {
  const { pathname } = useLocation();
  const toast = useToast();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation, which the pathname identifies.
  useEffect(() => {
    toast.clearPrevious();
  }, [pathname]);
}

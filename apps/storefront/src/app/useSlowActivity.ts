import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigation } from 'react-router-dom';

/** Spec 4/9: the loading indicator appears only when a request takes longer than this. */
export const SLOW_REQUEST_MS = 400;

/**
 * How many mutations are pending. React Query's `useIsMutating` would bring `useMutationState`'s snapshot machinery
 * (0.6 KB gzip) into every page's first load; a count needs only the cache's own `isMutating()`.
 */
function usePendingMutations(): number {
  const client = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => client.getMutationCache().subscribe(onChange), [client]);
  return useSyncExternalStore(
    subscribe,
    () => client.isMutating(),
    () => 0,
  );
}

/** True once the app has been waiting on the server (a request or a route's data) for longer than 400 ms. */
export function useSlowActivity(): boolean {
  const fetching = useIsFetching();
  const mutating = usePendingMutations();
  const navigation = useNavigation();
  const busy = fetching + mutating > 0 || navigation.state === 'loading';
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!busy) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), SLOW_REQUEST_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return slow;
}

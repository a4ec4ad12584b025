import { ApiError } from '@startwise/api-client';
import { QueryClient } from '@tanstack/react-query';

/** A 4xx answer will not change on retry (an unknown submission stays unknown); network and server errors may. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 15_000, retry: shouldRetry, retryOnMount: false, refetchOnWindowFocus: true },
  },
});

/** Every query key of staff data starts with this, so signing out can forget all of it at once. */
export const ADMIN_QUERY_KEY = 'admin';

import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { ACCOUNT_QUERY_KEY } from '../../auth/account-queries';

/** The signed-in customer's submissions, newest first. */
export const submissionsQuery = queryOptions({
  queryKey: [ACCOUNT_QUERY_KEY, 'submissions'],
  queryFn: ({ signal }) =>
    api.get('/public/services/submissions/all', { signal, fallbackMessage: 'Failed to fetch submissions' }),
});

/** One submission with its files and latest transaction; read again on every visit (payments change it). */
export const submissionQuery = (id: string) =>
  queryOptions({
    queryKey: [ACCOUNT_QUERY_KEY, 'submissions', id],
    queryFn: ({ signal }) =>
      api.get('/public/services/submissions/{id}', {
        params: { path: { id } },
        signal,
        fallbackMessage: 'Failed to fetch submission details',
      }),
    staleTime: 0,
  });

/**
 * How the submission is going: timeline, the team's messages, document requests and delivered documents. Read on
 * every visit and again after the customer answers a request, so an answered request never shows as still open.
 */
export const submissionProgressQuery = (id: string) =>
  queryOptions({
    queryKey: [ACCOUNT_QUERY_KEY, 'submissions', id, 'progress'],
    queryFn: ({ signal }) =>
      api.get('/public/services/submissions/{id}/progress', {
        params: { path: { id } },
        signal,
        fallbackMessage: SUBMISSION_PROGRESS_FALLBACK_MESSAGE,
      }),
    staleTime: 0,
  });

/** No spec string: worded like spec 8's 'Failed to fetch submission details'. */
export const SUBMISSION_PROGRESS_FALLBACK_MESSAGE = 'Failed to fetch submission progress';

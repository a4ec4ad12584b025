import type { Schemas } from '@startwise/api-client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { ADMIN_QUERY_KEY } from '../../app/query-client';

export type AdminSubmission = Schemas['AdminSubmissionResponse']['data'];

export const submissionKey = (id: string) => [ADMIN_QUERY_KEY, 'submission', id] as const;

/** One submission as staff see it: the application, customer, payment, requests, deliveries, notes, timeline. */
export const submissionQuery = (id: string) =>
  queryOptions({
    queryKey: submissionKey(id),
    queryFn: ({ signal }) =>
      api.get('/admin/submissions/{id}', {
        params: { path: { id } },
        signal,
        fallbackMessage: 'Failed to load the submission',
      }),
  });

/** The service's form (labels and types of the answers), read from the public catalog. */
export const serviceFormQuery = (slug: string) =>
  queryOptions({
    queryKey: ['service', slug],
    queryFn: ({ signal }) => api.get('/public/services/{slug}', { params: { path: { slug } }, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

/**
 * A change to a submission: afterwards the submission and the queue are read again, so every screen shows what
 * the server now has (status, timeline, counts).
 */
export function useSubmissionChange<TInput, TResult>(id: string, change: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: submissionKey(id) }),
        queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_KEY, 'submissions'] }),
      ]),
  });
}

import { exportNewsletterSubscribers, type NewsletterExportQuery } from '@startwise/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { listPageQuery } from '../../app/list-page-query';
import { ADMIN_QUERY_KEY } from '../../app/query-client';
import { saveFile } from '../../files/saveFile';
import type { SubscriberQuery } from './newsletter-search';

const SUBSCRIBERS_KEY = [ADMIN_QUERY_KEY, 'newsletter-subscribers'] as const;

/** One page of the subscriptions with both counts; the previous page stays on screen while the next loads. */
export const subscribersQuery = (query: SubscriberQuery) =>
  listPageQuery(SUBSCRIBERS_KEY, '/admin/newsletter/subscribers', query, 'Failed to load the subscribers');

/** Unsubscribes an address on its owner's request; the list and its counts are read again. */
export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api.post('/admin/newsletter/unsubscribe', { body: { email }, fallbackMessage: 'Failed to unsubscribe' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUBSCRIBERS_KEY }),
  });
}

/** Downloads the filtered list as CSV with the staff token (a link could not carry it) and saves it. */
export function useSubscriberExport() {
  return useMutation({
    mutationFn: (query: NewsletterExportQuery) => exportNewsletterSubscribers(api, query),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
}

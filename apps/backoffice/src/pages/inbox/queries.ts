import type { Schemas } from '@startwise/api-client';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { listPageQuery } from '../../app/list-page-query';
import { ADMIN_QUERY_KEY } from '../../app/query-client';
import { useReloadingChange } from '../../app/useReloadingChange';
import type { InboxQuery } from './inbox-search';

export type ContactMessageRow = Schemas['ContactMessageRow'];
export type ContactMessageDetail = Schemas['ContactMessageDetailResponse']['data'];

const INBOX_KEY = [ADMIN_QUERY_KEY, 'contact-messages'] as const;
const messageKey = (id: string) => [...INBOX_KEY, 'one', id] as const;

/** One page of the inbox; the previous page stays on screen while the next loads. */
export const inboxListQuery = (query: InboxQuery) =>
  listPageQuery([...INBOX_KEY, 'list'], '/admin/contact-messages', query, 'Failed to load the inbox');

/** One message with its replies and timeline. */
export const contactMessageQuery = (id: string) =>
  queryOptions({
    queryKey: messageKey(id),
    queryFn: ({ signal }) =>
      api.get('/admin/contact-messages/{messageId}', {
        params: { path: { messageId: id } },
        signal,
        fallbackMessage: 'Failed to load the message',
      }),
  });

/** A change to a message: afterwards the messages and the inbox are read again (read state, replies, counts). */
export const useInboxChange = <TInput, TResult>(change: (input: TInput) => Promise<TResult>) =>
  useReloadingChange(INBOX_KEY, change);

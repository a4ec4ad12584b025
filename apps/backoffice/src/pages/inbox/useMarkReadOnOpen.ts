import { useEffect, useRef } from 'react';
import { api } from '../../app/api';
import { type ContactMessageRow, useInboxChange } from './queries';

/**
 * Opening an unread message marks it read (the server does not on a GET), once per visit: after Mark as unread it
 * stays unread until the member opens it again.
 */
export function useMarkReadOnOpen(message: ContactMessageRow | undefined) {
  const markedFor = useRef<string | null>(null);
  const markRead = useInboxChange((messageId: string) =>
    api.post('/admin/contact-messages/{messageId}/read', {
      params: { path: { messageId } },
      body: { read: true },
      fallbackMessage: 'Failed to mark the message read',
    }),
  );
  const { mutate } = markRead;
  useEffect(() => {
    if (!message || markedFor.current === message.id) return;
    markedFor.current = message.id;
    if (!message.read) mutate(message.id);
  }, [message, mutate]);
}

import { NEWSLETTER_PAGE_FAILED } from '@startwise/flows/rules';
import { fromPromise } from 'xstate';
import { api } from './api';

// The newsletter machines' calls (footer form and newsletter page). The success message is the server's.

export const subscribeNewsletterActor = (fallbackMessage: string) =>
  fromPromise<{ message?: string }, { email: string }>(async ({ input, signal }) => {
    const { message } = await api.callWithMessage('post', '/newsletter/subscribe', {
      body: { email: input.email },
      signal,
      fallbackMessage,
    });
    return { message };
  });

export const unsubscribeNewsletterActor = fromPromise<{ message?: string }, { email: string }>(
  async ({ input, signal }) => {
    const { message } = await api.callWithMessage('post', '/newsletter/unsubscribe', {
      body: { email: input.email },
      signal,
      fallbackMessage: NEWSLETTER_PAGE_FAILED,
    });
    return { message };
  },
);

export const lookUpNewsletterStatusActor = fromPromise<{ subscribed: boolean }, { email: string }>(
  ({ input, signal }) => api.get('/newsletter/status/{email}', { params: { path: { email: input.email } }, signal }),
);

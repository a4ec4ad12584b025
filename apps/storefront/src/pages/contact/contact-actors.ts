import { CONTACT_SEND_FAILED, type ContactValues } from '@startwise/flows/rules';
import { fromPromise } from 'xstate';
import { api } from '../../app/api';

// The contact machine's call. The success message is the server's.

export const sendContactMessageActor = fromPromise<{ message?: string } | undefined, ContactValues>(
  async ({ input, signal }) => {
    const { message } = await api.callWithMessage('post', '/contact', {
      body: { ...input, phone: input.phone?.trim() || undefined },
      signal,
      fallbackMessage: CONTACT_SEND_FAILED,
    });
    return { message };
  },
);

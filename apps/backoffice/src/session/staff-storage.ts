import { auth } from '@startwise/flows';

// Where the staff session lives between visits: localStorage (a new tab opened from the queue stays signed in),
// under the staff keys (flows' STAFF_STORAGE_KEYS), apart from a customer's session on the same origin.
export const staffStorage =
  typeof window !== 'undefined' && 'localStorage' in window
    ? auth.webStorage(window.localStorage)
    : auth.memoryStorage();

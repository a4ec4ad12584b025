import { createSessionLink, STAFF_SESSION } from '@startwise/api-client';
import { staffSession } from '@startwise/flows';
import { staffStorage } from './staff-storage';

// The API client is created once, outside React; the staff session actor lives inside it. This link carries the
// client's session events to the mounted session bridge, and reads the tokens from storage on every request.

const KEYS = staffSession.STAFF_STORAGE_KEYS;

const link = createSessionLink(
  {
    token: () => staffStorage.get(KEYS.token),
    refreshToken: () => staffStorage.get(KEYS.refreshToken),
    store: (tokens) => {
      staffStorage.set(KEYS.token, tokens.token);
      staffStorage.set(KEYS.refreshToken, tokens.refreshToken);
    },
  },
  STAFF_SESSION,
);

/** Called by the mounted session bridge; returns the disconnect function. */
export const connectStaffSession = link.connect;

/** The session half of the back office's API client options: staff tokens, renewed with /admin/auth/refresh. */
export const staffClientOptions = link.clientOptions;

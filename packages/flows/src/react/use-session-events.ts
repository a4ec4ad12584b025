import type { SessionListener } from '@startwise/api-client';
import { useEffect, useRef } from 'react';

/** The events both session machines (customer and staff) take from the API client. */
type ClientSessionEvent =
  | { type: 'TOKENS_REFRESHED'; token: string; refreshToken: string }
  | { type: 'SESSION_EXPIRED' };

/**
 * While mounted, sends the API client's session events (from `connect`, the app's session link) to the session
 * actor: rotated tokens and a session that could not be renewed. A 403 goes to `forbidden` (e.g. a toast).
 */
export function useSessionEvents(
  actorRef: { send: (event: ClientSessionEvent) => void },
  connect: (listener: SessionListener) => () => void,
  forbidden: (message: string) => void,
) {
  // The latest `forbidden` without reconnecting on every render.
  const onForbidden = useRef(forbidden);
  onForbidden.current = forbidden;
  useEffect(
    () =>
      connect({
        tokensRefreshed: ({ token, refreshToken }) => actorRef.send({ type: 'TOKENS_REFRESHED', token, refreshToken }),
        sessionExpired: () => actorRef.send({ type: 'SESSION_EXPIRED' }),
        forbidden: (message) => onForbidden.current(message),
      }),
    [actorRef, connect],
  );
}

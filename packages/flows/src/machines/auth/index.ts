export { type AuthFailure, isUnauthorized } from './failure.js';
export {
  AUTH_FALLBACK,
  AUTH_SUCCESS,
  DISABLE_TWO_FACTOR_CONFIRMATION,
  RESET_LINK_SENT_NOTICE,
  SESSION_EXPIRED_MESSAGE,
  TWO_FACTOR_EXPIRY_NOTICE,
} from './messages.js';
export * from './selectors.js';
export { type AuthServices, provideAuthActors, provideAuthServices } from './services.js';
export { type AuthMachine, authMachine } from './session-machine.js';
export {
  AUTH_STORAGE_KEYS,
  type AuthStorage,
  memoryStorage,
  readPersistedAuth,
  rememberMeStorage,
  type WebStorageLike,
  webStorage,
  withAuthStorage,
  writePersistedAuth,
} from './storage.js';
export { RESEND_COOLDOWN_MS, TWO_FACTOR_LIFETIME_MS } from './timing.js';
export type * from './types.js';

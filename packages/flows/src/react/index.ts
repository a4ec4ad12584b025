// @startwise/flows/react: React bindings of the flows. Screens read state through these hooks and selectors and
// send events; they never inspect a machine's state values.
export {
  type AuthActor,
  AuthActorProvider,
  AuthProvider,
  type AuthProviderProps,
  useAuthActor,
  useAuthActorRef,
  useAuthError,
  useAuthMessage,
  useAuthSelector,
  useAuthStep,
  useCodeExpiresIn,
  useCurrentUser,
  useIsAuthenticated,
  useIsAuthSubmitting,
  usePendingEmail,
  useResendAvailableIn,
  useTwoFactorEnabled,
} from './auth.js';
export {
  type StaffSessionActor,
  StaffSessionProvider,
  type StaffSessionProviderProps,
  useStaffCodeExpiresIn,
  useStaffSession,
  useStaffSessionRef,
} from './staff-session.js';
export { useCodeEntry } from './use-code-entry.js';
export { useFlow } from './use-flow.js';
export { useNow } from './use-now.js';
export { type RequestOutcomes, useRequestOutcomes } from './use-request-outcomes.js';
export { useSessionEvents } from './use-session-events.js';

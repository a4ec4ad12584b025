import type { Feedback } from './feedback.js';
import type { StepView } from './step-view.js';

/** Spec 3 "User". Both spellings of the two-factor flag are seen; selectors read either. */
export interface AuthUser {
  _id?: string;
  fullName: string;
  email: string;
  phone?: string | null;
  createdAt?: string;
  twoFactorAuth?: { enabled: boolean };
  twoFactorAuthEnabled?: boolean;
}

/** Spec 3 "Auth state": authStep. */
export type AuthStep = 'login' | 'two-factor' | 'email-verification';

/** Spec 3 "Auth state": status. */
export type AuthStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface Session {
  token: string;
  refreshToken: string;
  user: AuthUser;
}

/** POST /users/login: a session, or the flag of the next step and the email. */
export interface LoginResult extends Partial<Session> {
  twoFactorRequired?: boolean;
  emailVerificationRequired?: boolean;
  email?: string;
}

/** What the browser keeps between visits (spec 3 "Persisted browser keys"), read back as the machine's input. */
export interface PersistedAuth {
  token?: string | null;
  refreshToken?: string | null;
  user?: AuthUser | null;
  authStep?: AuthStep | null;
  tempEmail?: string | null;
  /** When the pending two-factor code dies, so a reload shows the time really left. */
  codeExpiresAt?: number | null;
}

export interface AuthContext extends Feedback {
  token: string | null;
  refreshToken: string | null;
  user: AuthUser | null;
  /** Where to go after signing in (spec 2 "from"). */
  redirectTo: string | null;
  authStep: AuthStep;
  /** The email waiting for a verification or two-factor code. */
  tempEmail: string | null;
  /** Deadlines as timestamps (ms), so a restored snapshot knows the time left. */
  codeExpiresAt: number | null;
  resendAvailableAt: number | null;
  /** The step machine running now (two-factor login, email verification, two-factor setup or disable), mirrored. */
  step: StepView | null;
}

// Inputs of the injected actors (what the storefront's API client receives).
export interface LoginInput {
  email: string;
  password: string;
}
export interface RegisterInput {
  fullName: string;
  email: string;
  phone?: string;
  password: string;
}
export interface EmailCodeInput {
  email: string;
  otp: string;
}
export interface EmailInput {
  email: string;
}
export interface CodeInput {
  otp: string;
}
export interface ResetPasswordInput {
  email: string;
  token: string;
  newPassword: string;
}
export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}
export interface ProfileInput {
  fullName: string;
  phone?: string;
}
export interface LogoutInput {
  refreshToken: string | null;
}

export type AuthEvent =
  | { type: 'LOGIN'; email: string; password: string; from?: string | null }
  | {
      type: 'REGISTER';
      fullName: string;
      email: string;
      phone?: string;
      password: string;
      confirmPassword: string;
      from?: string | null;
    }
  | { type: 'FORGOT_PASSWORD'; email: string }
  | { type: 'RESET_PASSWORD'; email: string; token: string; newPassword: string; confirmPassword: string }
  /** A complete 6-digit code: email verification, two-factor login or two-factor setup. */
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'RESEND_CODE' }
  /** Leave the pending step (verification, two-factor, setup, disable confirmation). */
  | { type: 'CANCEL' }
  /** Confirm the question asked (disable two-factor). */
  | { type: 'CONFIRM' }
  /** A page opened: forget the last error, message and field errors. */
  | { type: 'RESET' }
  /** The user edited a field: its error goes (spec 5 "Errors clear per field on edit"). */
  | { type: 'EDIT_FIELD'; field: string }
  | { type: 'FETCH_ME' }
  | { type: 'UPDATE_PROFILE'; fullName: string; phone?: string }
  | { type: 'CHANGE_PASSWORD'; currentPassword: string; newPassword: string; confirmPassword: string }
  | { type: 'ENABLE_TWO_FACTOR' }
  | { type: 'DISABLE_TWO_FACTOR' }
  | { type: 'LOGOUT' }
  /** Any call answered 401 and the token could not be refreshed. */
  | { type: 'SESSION_EXPIRED' }
  /** The API client rotated the tokens. */
  | { type: 'TOKENS_REFRESHED'; token: string; refreshToken: string }
  /** Re-arm the deadline timers after createActor(machine, { snapshot }): `after` timers are not persisted. */
  | { type: 'RESUME' };

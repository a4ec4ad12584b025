import type { Schemas } from '@startwise/api-client';
import type { Feedback } from '../auth/feedback.js';
import type { StepView } from '../auth/step-view.js';

/** A member of staff as the back office's /admin calls give them. */
export type StaffMember = Schemas['StaffMember'];
export type StaffRole = StaffMember['role'];

/** POST /admin/auth/verify: the staff session a right code opens. */
export interface StaffSession {
  token: string;
  refreshToken: string;
  staff: StaffMember;
}

/** What the back office keeps between visits, read back as the machine's input. */
export interface PersistedStaffSession {
  token?: string | null;
  refreshToken?: string | null;
  /** The email waiting for its sign-in code, and when that code dies (ms since the epoch). */
  pendingEmail?: string | null;
  codeExpiresAt?: number | null;
}

export interface StaffSessionContext extends Feedback {
  token: string | null;
  refreshToken: string | null;
  /** The signed-in member (GET /admin/me), with their role. */
  staff: StaffMember | null;
  pendingEmail: string | null;
  codeExpiresAt: number | null;
  /** The code step's machine while it runs, mirrored for the screens (see auth/step-view.ts). */
  step: StepView | null;
}

export type StaffSessionEvent =
  /** Step 1: the password (a right one mails a sign-in code). */
  | { type: 'LOGIN'; email: string; password: string }
  /** Step 2: the six digits of the emailed code. */
  | { type: 'SUBMIT_CODE'; code: string }
  /** Leave the code step, back to the password. */
  | { type: 'CANCEL' }
  /** A page opened: forget the last error and message. */
  | { type: 'RESET' }
  | { type: 'EDIT_FIELD'; field: string }
  | { type: 'LOGOUT' }
  /** Ask who the member is again, after the server could not say. */
  | { type: 'RETRY' }
  /** The API client could not renew a refused token. */
  | { type: 'SESSION_EXPIRED' }
  /** The API client rotated the tokens. */
  | { type: 'TOKENS_REFRESHED'; token: string; refreshToken: string }
  /** Re-arm the code's clock after a restore (`after` timers are not persisted). */
  | { type: 'RESUME' };

export interface StaffLogoutInput {
  refreshToken: string | null;
}

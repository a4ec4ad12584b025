import type { StaffRole } from '../../platform/http/staff-access.js';

/** The signed-in staff member as `app.authenticateStaff` puts it on the request. */
export interface StaffMember {
  id: string;
  email: string;
  role: StaffRole;
  /** The session (refresh-token family) of the access token used. */
  sessionId: string;
}

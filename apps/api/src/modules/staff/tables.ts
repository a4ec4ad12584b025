import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StaffRole } from '../../platform/http/staff-access.js';
import { credentialTables } from '../accounts/credential-tables.js';

/** The back office's people: separate from customers, with a role (docs/backoffice.md). */
export const staffMembers = pgTable('staff_members', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Trimmed and lower-cased, like a customer's. */
  email: text('email').notNull().unique(),
  fullName: text('full_name').notNull(),
  role: text('role').$type<StaffRole>().notNull(),
  /** Self-describing scrypt hash (accounts/passwords.ts). */
  passwordHash: text('password_hash').notNull(),
  /** Set when an admin deactivates the member: they can no longer sign in, and their sessions ended. */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const staffCredentials = credentialTables({
  prefix: 'staff_',
  ownerColumn: 'staff_id',
  ownerKey: () => staffMembers.id,
});

/** Staff sign-in codes, sessions and refresh tokens: the customers' shape, in tables of their own. */
export const staffOneTimeCodes = staffCredentials.oneTimeCodes;
export const staffSessions = staffCredentials.sessions;
export const staffRefreshTokens = staffCredentials.refreshTokens;

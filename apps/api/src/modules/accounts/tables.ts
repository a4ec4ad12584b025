import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { IndianState } from '../../platform/http/contract-types.js';
import { credentialTables } from './credential-tables.js';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Trimmed and lower-cased, so one address is one account. */
  email: text('email').notNull().unique(),
  fullName: text('full_name').notNull(),
  phone: text('phone'),
  /** Self-describing: algorithm, cost parameters, salt and hash (see passwords.ts). */
  passwordHash: text('password_hash').notNull(),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  billingBusinessName: text('billing_business_name'),
  billingGstin: text('billing_gstin'),
  billingAddress: text('billing_address'),
  /** Only ever written from a request the contract validated. */
  billingState: text('billing_state').$type<IndianState>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const customerCredentials = credentialTables({ prefix: '', ownerColumn: 'user_id', ownerKey: () => users.id });

/** A customer's emailed codes, sessions and refresh tokens (the shape is shared with staff: credential-tables.ts). */
export const oneTimeCodes = customerCredentials.oneTimeCodes;
export const sessions = customerCredentials.sessions;
export const refreshTokens = customerCredentials.refreshTokens;

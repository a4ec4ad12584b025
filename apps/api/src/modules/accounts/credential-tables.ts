import { type AnyPgColumn, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Whose credentials: the table prefix, the owner column's name and the owner's key column. */
export interface CredentialOwner {
  /** '' for customers; 'staff_' for the back office (its own tables, so a staff session is never a customer's). */
  prefix: string;
  ownerColumn: string;
  ownerKey: () => AnyPgColumn;
}

/**
 * The tables behind emailed codes and sessions, built for one kind of account. Customers and staff get the same
 * shape in separate tables, so the code store and the session store serve both (see codes.ts, sessions.ts).
 */
export function credentialTables({ prefix, ownerColumn, ownerKey }: CredentialOwner) {
  /**
   * The one live emailed secret per account and purpose (a 6-digit code, or a reset-link token): issuing a new
   * one replaces the old. Only a keyed hash is stored.
   */
  const oneTimeCodes = pgTable(
    `${prefix}one_time_codes`,
    {
      userId: uuid(ownerColumn).notNull().references(ownerKey, { onDelete: 'cascade' }),
      purpose: text('purpose', {
        enum: ['email-verification', 'two-factor-login', 'two-factor-setup', 'password-reset'],
      }).notNull(),
      codeHash: text('code_hash').notNull(),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      failedAttempts: integer('failed_attempts').notNull().default(0),
      consumedAt: timestamp('consumed_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    },
    (table) => [primaryKey({ columns: [table.userId, table.purpose] })],
  );

  /** A sign-in: the family of refresh tokens that descend from one login. Revoking it ends the session. */
  const sessions = pgTable(
    `${prefix}sessions`,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      userId: uuid(ownerColumn).notNull().references(ownerKey, { onDelete: 'cascade' }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
      /** Absolute expiry: rotation never extends a session beyond this. */
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      revokedAt: timestamp('revoked_at', { withTimezone: true }),
    },
    (table) => [index(`${prefix}sessions_user_idx`).on(table.userId)],
  );

  const refreshTokens = pgTable(
    `${prefix}refresh_tokens`,
    {
      tokenHash: text('token_hash').primaryKey(),
      sessionId: uuid('session_id')
        .notNull()
        .references(() => sessions.id, { onDelete: 'cascade' }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
      /** Set when the token is exchanged for its successor; presenting it again is reuse. */
      usedAt: timestamp('used_at', { withTimezone: true }),
    },
    (table) => [index(`${prefix}refresh_tokens_session_idx`).on(table.sessionId)],
  );

  return { oneTimeCodes, sessions, refreshTokens };
}

export type CredentialTables = ReturnType<typeof credentialTables>;

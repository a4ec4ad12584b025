import { eq, ilike, inArray, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { unauthorized } from '../../platform/http/http-error.js';
import { MESSAGES } from './account-messages.js';
import { users } from './tables.js';

export type UserRow = typeof users.$inferSelect;

/** Emails are compared trimmed and lower-cased: one address is one account. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The signed-in customer's account; a 401 when it no longer exists. */
export async function requireUser(db: Database, id: string): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw unauthorized(MESSAGES.sessionExpired);
  return user;
}

/** The contract's User. */
export function publicUser(row: UserRow) {
  const billing =
    row.billingBusinessName || row.billingGstin || row.billingAddress || row.billingState
      ? {
          businessName: row.billingBusinessName,
          gstin: row.billingGstin,
          address: row.billingAddress,
          state: row.billingState,
        }
      : null;
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    emailVerified: row.emailVerifiedAt !== null,
    twoFactorAuth: { enabled: row.twoFactorEnabled },
    twoFactorAuthEnabled: row.twoFactorEnabled,
    billing,
  };
}

/** Whom to write to about a customer's submission (the back office's status mails). */
export async function customerContact(db: Database, id: string) {
  const [row] = await db.select({ email: users.email, fullName: users.fullName }).from(users).where(eq(users.id, id));
  return row;
}

/**
 * The ids of customers whose name, email or phone contains `text` (case-insensitive), as a subquery another
 * module puts in its own `inArray` (the back office's queue search).
 */
export function customerIdsMatching(db: Database, text: string) {
  const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return db
    .select({ id: users.id })
    .from(users)
    .where(or(ilike(users.fullName, pattern), ilike(users.email, pattern), ilike(users.phone, pattern)));
}

/** Name, email and phone of each customer in `ids`. */
export async function customerContacts(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, { fullName: string; email: string; phone: string | null }>();
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email, phone: users.phone })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map(({ id, ...contact }) => [id, contact]));
}

/** The billing state and GSTIN of each customer in `ids` (what an invoice's place of supply is worked out from). */
export async function billingPlacesOf(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, { billingState: string | null; billingGstin: string | null }>();
  const rows = await db
    .select({ id: users.id, billingState: users.billingState, billingGstin: users.billingGstin })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map(({ id, ...place }) => [id, place]));
}

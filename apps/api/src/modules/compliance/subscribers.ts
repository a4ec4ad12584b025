import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { complianceSubscribers } from './tables.js';

export type SubscriberRow = typeof complianceSubscribers.$inferSelect;

/** The customer's reminder settings and secrets, made on first use. */
export async function subscriberOf(tx: Database, userId: string): Promise<SubscriberRow> {
  await tx.insert(complianceSubscribers).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(complianceSubscribers).where(eq(complianceSubscribers.userId, userId));
  return row as SubscriberRow;
}

/** A new secret for the calendar feed's address: the previous address stops working at once. */
export async function issueFeedToken(tx: Database, userId: string): Promise<string> {
  await subscriberOf(tx, userId);
  const token = randomBytes(32).toString('base64url');
  await tx.update(complianceSubscribers).set({ feedToken: token }).where(eq(complianceSubscribers.userId, userId));
  return token;
}

export async function revokeFeedToken(db: Database, userId: string) {
  await db.update(complianceSubscribers).set({ feedToken: null }).where(eq(complianceSubscribers.userId, userId));
}

export async function subscriberByFeedToken(db: Database, token: string) {
  const [row] = await db.select().from(complianceSubscribers).where(eq(complianceSubscribers.feedToken, token));
  return row;
}

/** The subscriber behind an unsubscribe link, with the address it mails (read from the accounts' `users`). */
export async function subscriberByUnsubscribeToken(db: Database, token: string) {
  const [row] = await db
    .select({ remindersEnabled: complianceSubscribers.remindersEnabled, email: sql<string>`users.email` })
    .from(complianceSubscribers)
    .innerJoin(sql`users`, sql`users.id = ${complianceSubscribers.userId}`)
    .where(eq(complianceSubscribers.unsubscribeToken, token));
  return row;
}

export async function stopReminders(db: Database, token: string) {
  await db
    .update(complianceSubscribers)
    .set({ remindersEnabled: false })
    .where(eq(complianceSubscribers.unsubscribeToken, token));
  return subscriberByUnsubscribeToken(db, token);
}

export const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/compliance/feed/${token}`;
export const remindersOneClickUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/compliance/reminders/one-click?token=${encodeURIComponent(token)}`;

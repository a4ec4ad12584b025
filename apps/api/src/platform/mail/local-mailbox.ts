import { desc } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { mailbox } from './tables.js';

/** The newest mail kept in the local mailbox (no SMTP configured), newest first: for the development pages. */
export function latestMailboxMessages(db: Database, limit: number) {
  return db.select().from(mailbox).orderBy(desc(mailbox.createdAt)).limit(limit);
}

import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffIdKey } from '../staff/foreign-keys.js';

/**
 * A message sent with the contact form, and the back office's handling of it (docs/backoffice.md, Inbox): read or
 * not, who answers it, open or closed. Staff changes are audited; the message text itself never changes.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while unread; staff may mark a read message unread again. */
    readAt: timestamp('read_at', { withTimezone: true }),
    assigneeId: uuid('assignee_id').references(staffIdKey),
    /** Null while open. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('contact_messages_created_idx').on(table.createdAt),
    index('contact_messages_assignee_idx').on(table.assigneeId),
  ],
);

/** A staff member's answer to a contact message, mailed to the sender through the outbox when it was stored. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').notNull().references(staffIdKey),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_replies_message_idx').on(table.messageId, table.createdAt)],
);

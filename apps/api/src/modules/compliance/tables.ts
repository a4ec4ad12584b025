import type { Director, TrademarkApplication } from '@startwise/flows/compliance';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { userIdKey } from '../accounts/foreign-keys.js';

/** A business a customer keeps a compliance calendar for: what the rule engine needs to date its obligations. */
export const complianceCompanies = pgTable(
  'compliance_companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(userIdKey, { onDelete: 'cascade' }),
    entityType: text('entity_type').notNull(),
    name: text('name').notNull(),
    cin: text('cin'),
    llpin: text('llpin'),
    incorporatedOn: date('incorporated_on'),
    gstin: text('gstin'),
    gstState: text('gst_state'),
    gstFrequency: text('gst_frequency'),
    gstRegisteredOn: date('gst_registered_on'),
    tan: text('tan'),
    taxAudit: boolean('tax_audit').notNull().default(false),
    annualTurnover: bigint('annual_turnover', { mode: 'number' }),
    owesMicroSmallSuppliers: boolean('owes_micro_small_suppliers').notNull().default(false),
    directors: jsonb('directors').$type<Director[]>().notNull().default([]),
    trademarks: jsonb('trademarks').$type<TrademarkApplication[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The India date its rows in compliance_obligations were last computed; the daily round redoes older ones. */
    obligationsOn: date('obligations_on'),
  },
  (table) => [
    index('compliance_companies_obligations_on_idx').on(table.obligationsOn),
    index('compliance_companies_user_idx').on(table.userId, table.createdAt),
  ],
);

/** One obligation marked filed: by the customer, by staff, or by the delivery of the service that filed it. */
export const complianceFilings = pgTable(
  'compliance_filings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => complianceCompanies.id, { onDelete: 'cascade' }),
    ruleId: text('rule_id').notNull(),
    periodKey: text('period_key').notNull(),
    filedOn: date('filed_on').notNull(),
    acknowledgement: text('acknowledgement'),
    by: text('by').$type<'customer' | 'startwise'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('compliance_filings_obligation_key').on(table.companyId, table.ruleId, table.periodKey)],
);

/** A government extension of one rule's period, for everyone: it overrides the formula's date. */
export const complianceExtensions = pgTable(
  'compliance_extensions',
  {
    ruleId: text('rule_id').notNull(),
    periodKey: text('period_key').notNull(),
    dueOn: date('due_on').notNull(),
    note: text('note').notNull(),
    notification: text('notification').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.ruleId, table.periodKey] })],
);

/**
 * Every company's unfiled obligations due within the reminder horizon, as the engine computed them: what the
 * reminder job and the back office's due-soon list read, by an index on the due date, instead of running the
 * engine for every customer on each request. Rebuilt for a company in the transaction that changes it, and for
 * everyone by the daily job (dates move into the horizon as days pass).
 */
export const complianceObligations = pgTable(
  'compliance_obligations',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => complianceCompanies.id, { onDelete: 'cascade' }),
    ruleId: text('rule_id').notNull(),
    periodKey: text('period_key').notNull(),
    dueOn: date('due_on').notNull(),
    form: text('form').notNull(),
    title: text('title').notNull(),
    periodLabel: text('period_label').notNull(),
    feeSummary: text('fee_summary').notNull(),
    serviceSlug: text('service_slug').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.ruleId, table.periodKey] }),
    index('compliance_obligations_due_idx').on(table.dueOn, table.companyId, table.ruleId, table.periodKey),
  ],
);

/** Each reminder mail sent, at most once per obligation and step across every instance. */
export const complianceReminders = pgTable(
  'compliance_reminders',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => complianceCompanies.id, { onDelete: 'cascade' }),
    ruleId: text('rule_id').notNull(),
    periodKey: text('period_key').notNull(),
    step: text('step').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.ruleId, table.periodKey, table.step] })],
);

/** A customer's reminder choice and the secrets of their unsubscribe link and calendar feed. */
export const complianceSubscribers = pgTable('compliance_subscribers', {
  userId: uuid('user_id').primaryKey().references(userIdKey, { onDelete: 'cascade' }),
  remindersEnabled: boolean('reminders_enabled').notNull().default(true),
  /** 244 random bits, as the newsletter's: every reminder ever sent keeps a working unsubscribe link. */
  unsubscribeToken: text('unsubscribe_token')
    .notNull()
    .unique()
    .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
  /** The secret of the calendar feed's address; null when none is issued or it was revoked. */
  feedToken: text('feed_token').unique(),
});

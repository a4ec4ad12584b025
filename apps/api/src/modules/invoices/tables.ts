import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { refundIdKey, transactionIdKey } from '../payments/foreign-keys.js';
import type { DocumentParties, DocumentSnapshot } from './document-snapshot.js';

/**
 * The last serial issued per document series and financial year ('invoice:2026-27'). Incremented in the same
 * database transaction that uses the number, so a rolled-back change gives its number back: no gaps, no reuse.
 */
export const documentCounters = pgTable('document_counters', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * The supplier (and the look) documents are issued with from now on: one row, written from the server's settings
 * (brand, SUPPLIER_*) when it starts, and read inside the database transaction that issues a document.
 */
export const documentSupplier = pgTable(
  'document_supplier',
  {
    id: smallint('id').primaryKey().default(1),
    details: jsonb('details').$type<Pick<DocumentParties, 'brand' | 'supplier'>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('document_supplier_one_row', sql`${table.id} = 1`)],
);

/**
 * Every tax invoice and credit note as issued: what it prints (parties, place of supply, the service, references,
 * the amount in words) and its tax split in columns SQL can add up. Written once, in the database transaction that
 * numbers it, and never changed: every download renders from it, whatever the billing profile or settings say later.
 */
export const issuedDocuments = pgTable(
  'issued_documents',
  {
    number: text('number').primaryKey(),
    kind: text('kind', { enum: ['invoice', 'credit-note'] }).notNull(),
    transactionId: uuid('transaction_id').notNull().references(transactionIdKey, { onDelete: 'cascade' }),
    /** The refund a credit note reverses; null for an invoice. */
    refundId: uuid('refund_id').unique().references(refundIdKey, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    taxKind: text('tax_kind', { enum: ['intra-state', 'inter-state'] }).notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    snapshot: jsonb('snapshot').$type<DocumentSnapshot>().notNull(),
  },
  (table) => [
    uniqueIndex('issued_documents_one_invoice_per_transaction').on(table.transactionId).where(sql`kind = 'invoice'`),
    // Every document of a transaction (its invoice and credit notes): the standing GST of a page or an export batch
    // is summed through it, instead of a scan of every document ever issued per batch.
    index('issued_documents_transaction_idx').on(table.transactionId),
    check(
      'issued_documents_refund_of_credit_notes',
      sql`(${table.kind} = 'credit-note') = (${table.refundId} is not null)`,
    ),
    check(
      'issued_documents_parts_add_up',
      sql`${table.taxablePaise} + ${table.cgstPaise} + ${table.sgstPaise} + ${table.igstPaise} = ${table.totalPaise}`,
    ),
  ],
);

export type IssuedDocumentRow = typeof issuedDocuments.$inferSelect;

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Faq, FormField, ServiceIcon } from '../../platform/http/contract-types.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** Position in menus and tabs: the catalog file's order, then the order staff set. */
  sortOrder: integer('sort_order').notNull().default(0),
  /** Hidden from customers (menus, tabs, its page, service cards) while its services stay listed elsewhere. */
  hidden: boolean('hidden').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    thumbnail: text('thumbnail').notNull(),
    metaDescription: text('meta_description').notNull().default(''),
    /** Sanitized HTML (allowlist), never raw input. */
    description: text('description').notNull().default(''),
    /** The description's text without markup, for the search vector. */
    descriptionText: text('description_text').notNull().default(''),
    pricePaise: integer('price_paise').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    discountable: boolean('discountable').notNull().default(false),
    sacCode: text('sac_code').notNull().default(''),
    /** Working days (Monday to Friday) from payment to delivery; the default only covers rows from before it existed. */
    turnaroundDays: integer('turnaround_days').notNull().default(15),
    /** A Lucide icon name from the contract's ServiceIcon list, drawn into the service's card art. */
    icon: text('icon').$type<ServiceIcon>().notNull().default('briefcase'),
    /** What the price includes, a few short lines shown beside it. */
    included: jsonb('included').$type<string[]>().notNull().default([]),
    /** The steps the work goes through, in order, as the customer's tracking shows them. */
    milestones: jsonb('milestones').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    /** Retired: never `active` while set; customers no longer see it, its submissions stay workable. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    faqs: jsonb('faqs').$type<Faq[]>().notNull().default([]),
    fields: jsonb('fields').$type<FormField[]>().notNull().default([]),
    submitLabel: text('submit_label'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Weighted document: title A, tags B, meta description C, description D; `simple` keeps GST/LLP/OPC whole. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, startwise_normalize(title)), 'A') || setweight(to_tsvector('simple'::regconfig, startwise_normalize(startwise_join_words(tags))), 'B') || setweight(to_tsvector('simple'::regconfig, startwise_normalize(meta_description)), 'C') || setweight(to_tsvector('simple'::regconfig, startwise_normalize(description_text)), 'D')`,
      ),
    /** The title alone: title matches are found (and put first) through its own index, before anything is ranked. */
    titleVector: tsvector('title_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, startwise_normalize(title))`),
    /** Normalized title and tags: the words a typo is compared against (trigram index). */
    searchTerms: text('search_terms')
      .notNull()
      .generatedAlwaysAs(sql`startwise_normalize(title || ' ' || startwise_join_words(tags))`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // No GIN pending list (fastupdate): imports are rare, and a pending list makes the planner (and PGlite, which
    // has no autovacuum to flush it) prefer a sequential scan over detoasting every vector.
    index('services_search_vector_idx').using('gin', table.searchVector).with({ fastupdate: false }),
    index('services_title_vector_idx').using('gin', table.titleVector).with({ fastupdate: false }),
    index('services_search_terms_trgm_idx')
      .using('gin', table.searchTerms.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('services_active_order_idx').on(table.active, table.sortOrder, table.slug),
  ],
);

export const serviceCategories = pgTable(
  'service_categories',
  {
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.serviceId, table.categoryId] }),
    index('service_categories_category_idx').on(table.categoryId, table.serviceId),
  ],
);

export type SlugKind = 'service' | 'category';

/**
 * Slugs a service or category had before it was renamed. An old link (`/service/{old}`, the API's path for it)
 * answers 301 to the current slug, found through the id, so a chain of renames needs no chain of redirects. A slug
 * that is live again (taken back, or given to another entity) loses its row.
 */
export const catalogSlugRedirects = pgTable(
  'catalog_slug_redirects',
  {
    kind: text('kind').$type<SlugKind>().notNull(),
    slug: text('slug').notNull(),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.slug] }),
    check(
      'catalog_slug_redirects_target',
      sql`(${table.kind} = 'service' and ${table.serviceId} is not null and ${table.categoryId} is null) or (${table.kind} = 'category' and ${table.categoryId} is not null and ${table.serviceId} is null)`,
    ),
    index('catalog_slug_redirects_service_idx').on(table.serviceId),
    index('catalog_slug_redirects_category_idx').on(table.categoryId),
  ],
);

/**
 * Images uploaded through the catalog editor (service thumbnails). Customer uploads share the object storage and are
 * never served; a stored object is served publicly (under /media/thumbnails/) only when it has a row here.
 */
export const catalogImages = pgTable('catalog_images', {
  /** The object storage key (a server-generated UUID). */
  storedName: text('stored_name').primaryKey(),
  /** Detected from the content (magic bytes). */
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { CategoryRef, ServiceDetail, ServiceIcon, ServiceSummary } from '../../platform/http/contract-types.js';
import { sanitizeDescription } from './sanitize.js';
import { categories, serviceCategories, services } from './tables.js';

// Reads of services as the API shows them (summaries for lists, the detail page). Only active services are ever
// listed or counted.

export const summaryColumns = {
  id: services.id,
  slug: services.slug,
  title: services.title,
  thumbnail: services.thumbnail,
  icon: services.icon,
  metaDescription: services.metaDescription,
  pricePaise: services.pricePaise,
  mrpPaise: services.mrpPaise,
  discountable: services.discountable,
  tags: services.tags,
};

export type SummaryRow = {
  id: string;
  slug: string;
  title: string;
  thumbnail: string;
  icon: ServiceIcon;
  metaDescription: string;
  pricePaise: number;
  mrpPaise: number;
  discountable: boolean;
  tags: string[];
};

/** Catalog order: the position in the catalog file, then the slug (unique, so pages never overlap). */
export const catalogOrder = [asc(services.sortOrder), asc(services.slug)];

/** Whole rupees from the stored paise. */
const rupees = (paise: number) => Math.round(paise / 100);

/**
 * The categories of the services `which` selects (an id list, or every active service), in catalog order; hidden
 * categories only for the editor (`withHidden`).
 */
export async function categoryRefsOf(
  db: Database,
  which: string[] | 'active',
  { withHidden = false } = {},
): Promise<Map<string, CategoryRef[]>> {
  const refs = new Map<string, CategoryRef[]>();
  if (which !== 'active' && which.length === 0) return refs;
  const query = db
    .select({
      serviceId: serviceCategories.serviceId,
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
    })
    .from(serviceCategories)
    .innerJoin(
      categories,
      and(eq(categories.id, serviceCategories.categoryId), withHidden ? undefined : eq(categories.hidden, false)),
    )
    .$dynamic();
  // Every active service: a join, not an id list (one bound parameter per id would not scale).
  const filtered =
    which === 'active'
      ? query.innerJoin(services, and(eq(services.id, serviceCategories.serviceId), eq(services.active, true)))
      : query.where(inArray(serviceCategories.serviceId, which));
  const rows = await filtered.orderBy(asc(categories.sortOrder), asc(categories.slug));
  for (const row of rows) {
    const list = refs.get(row.serviceId) ?? [];
    list.push({ _id: row.id, name: row.name, slug: row.slug });
    refs.set(row.serviceId, list);
  }
  return refs;
}

export function toSummary(row: SummaryRow, refs: Map<string, CategoryRef[]>): ServiceSummary {
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    thumbnail: row.thumbnail,
    icon: row.icon,
    metaDescription: row.metaDescription,
    price: rupees(row.pricePaise),
    mrp: rupees(row.mrpPaise),
    discountable: row.discountable,
    categories: refs.get(row.id) ?? [],
    tags: row.tags,
  };
}

export async function summariesOf(db: Database, rows: SummaryRow[]): Promise<ServiceSummary[]> {
  const refs = await categoryRefsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSummary(row, refs));
}

/** Summaries of the given active services, in the order of `ids` (search decides that order). */
export async function summariesByIds(db: Database, ids: string[]): Promise<ServiceSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(summaryColumns)
    .from(services)
    .where(and(inArray(services.id, ids), eq(services.active, true)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return summariesOf(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}

export async function listActiveServices(db: Database): Promise<ServiceSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(services)
    .where(eq(services.active, true))
    .orderBy(...catalogOrder);
  const refs = await categoryRefsOf(db, 'active');
  return rows.map((row) => toSummary(row, refs));
}

export async function findActiveService(db: Database, slug: string): Promise<ServiceDetail | undefined> {
  const [row] = await db
    .select({
      ...summaryColumns,
      description: services.description,
      faqs: services.faqs,
      fields: services.fields,
      submitLabel: services.submitLabel,
      turnaroundDays: services.turnaroundDays,
      included: services.included,
      milestones: services.milestones,
    })
    .from(services)
    .where(and(eq(services.slug, slug), eq(services.active, true)));
  if (!row) return undefined;
  const [summary] = await summariesOf(db, [row]);
  return {
    ...(summary as ServiceSummary),
    // Stored clean, and cleaned again on the way out: a row written around the API (a migration, a manual fix) still
    // cannot put script on a page, and the pages that show it need no sanitizer of their own.
    description: sanitizeDescription(row.description),
    faqs: row.faqs,
    fields: row.fields,
    turnaroundDays: row.turnaroundDays,
    included: row.included,
    milestones: row.milestones,
    ...(row.submitLabel ? { submit_label: row.submitLabel } : {}),
  };
}

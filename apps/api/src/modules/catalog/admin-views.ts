import type { Schemas } from '@startwise/api-client';
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { OperationQuery } from '../../platform/http/operation-types.js';
import { catalogOrder, categoryRefsOf } from './service-queries.js';
import { previousSlugsOf } from './slug-redirects.js';
import { categories, serviceCategories, services } from './tables.js';

// The catalog as the back office's editor reads it: drafts included, every editable field, earlier slugs.

export type CatalogServiceView = Schemas['CatalogService'];
export type CatalogCategoryView = Schemas['CatalogCategory'];
type ServiceRow = typeof services.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;

/** Whole rupees from the stored paise (the editor only stores whole rupees). */
const rupees = (paise: number) => Math.round(paise / 100);

export const statusOf = (row: Pick<ServiceRow, 'active' | 'archivedAt'>): Schemas['CatalogServiceStatus'] =>
  row.archivedAt ? 'archived' : row.active ? 'published' : 'draft';

/** The editor's status filter as a condition on the columns behind it. */
const hasStatus = (status: Schemas['CatalogServiceStatus']) =>
  status === 'archived'
    ? isNotNull(services.archivedAt)
    : and(eq(services.active, status === 'published'), isNull(services.archivedAt));

async function serviceViews(db: Database, rows: ServiceRow[]): Promise<CatalogServiceView[]> {
  const ids = rows.map((row) => row.id);
  const [refs, previous] = await Promise.all([
    categoryRefsOf(db, ids, { withHidden: true }),
    previousSlugsOf(db, 'service', ids),
  ]);
  return rows.map((row) => ({
    _id: row.id,
    status: statusOf(row),
    title: row.title,
    slug: row.slug,
    thumbnail: row.thumbnail,
    metaDescription: row.metaDescription,
    description: row.description,
    price: rupees(row.pricePaise),
    mrp: rupees(row.mrpPaise),
    discountable: row.discountable,
    turnaroundDays: row.turnaroundDays,
    icon: row.icon,
    included: row.included,
    milestones: row.milestones,
    sacCode: row.sacCode,
    categories: refs.get(row.id) ?? [],
    tags: row.tags,
    faqs: row.faqs,
    fields: row.fields,
    submitLabel: row.submitLabel,
    previousSlugs: previous.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** One service, draft or published, for the editor; undefined when no service has this id. */
export async function catalogServiceById(db: Database, id: string): Promise<CatalogServiceView | undefined> {
  const rows = await db.select().from(services).where(eq(services.id, id));
  return (await serviceViews(db, rows))[0];
}

export type CatalogServiceFilters = OperationQuery<'listCatalogServices'>;

/** `text` as an ILIKE pattern matching it anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** One page of services, drafts included, in catalog order. */
export async function listCatalogServices(db: Database, filters: CatalogServiceFilters) {
  const { q, status, categoryId, page, limit } = filters;
  const where: SQL | undefined = and(
    q ? or(ilike(services.title, containing(q)), ilike(services.slug, containing(q))) : undefined,
    status ? hasStatus(status) : undefined,
    categoryId
      ? inArray(
          services.id,
          db
            .select({ id: serviceCategories.serviceId })
            .from(serviceCategories)
            .where(eq(serviceCategories.categoryId, categoryId)),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(services)
      .where(where)
      .orderBy(...catalogOrder)
      .limit(limit)
      .offset(Math.min((page - 1) * limit, Number.MAX_SAFE_INTEGER)),
    db.select({ value: count() }).from(services).where(where),
  ]);
  const refs = await categoryRefsOf(
    db,
    rows.map((row) => row.id),
    { withHidden: true },
  );
  const items = total?.value ?? 0;
  return {
    services: rows.map((row) => ({
      _id: row.id,
      status: statusOf(row),
      title: row.title,
      slug: row.slug,
      thumbnail: row.thumbnail,
      price: rupees(row.pricePaise),
      mrp: rupees(row.mrpPaise),
      categories: refs.get(row.id) ?? [],
      updatedAt: row.updatedAt.toISOString(),
    })),
    pagination: { total: items, page, limit, pages: Math.ceil(items / limit) },
  };
}

async function categoryViews(db: Database, rows: CategoryRow[]): Promise<CatalogCategoryView[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [counts, previous] = await Promise.all([
    db
      .select({
        id: serviceCategories.categoryId,
        all: sql<number>`count(*)::int`,
        published: sql<number>`(count(*) filter (where ${services.active}))::int`,
      })
      .from(serviceCategories)
      .innerJoin(services, eq(services.id, serviceCategories.serviceId))
      .where(inArray(serviceCategories.categoryId, ids))
      .groupBy(serviceCategories.categoryId),
    previousSlugsOf(db, 'category', ids),
  ]);
  const countOf = new Map(counts.map((row) => [row.id, row]));
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    hidden: row.hidden,
    serviceCount: countOf.get(row.id)?.all ?? 0,
    publishedServiceCount: countOf.get(row.id)?.published ?? 0,
    previousSlugs: previous.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** Every category in catalog order (menus follow it), with its counts. */
export async function listCatalogCategories(db: Database): Promise<CatalogCategoryView[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.slug));
  return categoryViews(db, rows);
}

export async function catalogCategoryById(db: Database, id: string): Promise<CatalogCategoryView | undefined> {
  const rows = await db.select().from(categories).where(eq(categories.id, id));
  return (await categoryViews(db, rows))[0];
}

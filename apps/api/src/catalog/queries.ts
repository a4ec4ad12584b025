import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type {
  CategoryRef,
  CategoryView,
  CategoryWithServices,
  Pagination,
  ServiceDetail,
  ServiceSummary,
} from '../http/contract-types.js';
import { type PageRequest, pageOffset, paginate } from './paging.js';
import { categories, serviceCategories, services } from './tables.js';

// Reads of the catalog as the API shows it. Only active services are ever listed or counted.

const summaryColumns = {
  id: services.id,
  slug: services.slug,
  title: services.title,
  thumbnail: services.thumbnail,
  metaDescription: services.metaDescription,
  pricePaise: services.pricePaise,
  mrpPaise: services.mrpPaise,
  discountable: services.discountable,
  tags: services.tags,
};

type SummaryRow = {
  id: string;
  slug: string;
  title: string;
  thumbnail: string;
  metaDescription: string;
  pricePaise: number;
  mrpPaise: number;
  discountable: boolean;
  tags: string[];
};

/** Catalog order: the position in the catalog file, then the slug (unique, so pages never overlap). */
const catalogOrder = [asc(services.sortOrder), asc(services.slug)];

/** Whole rupees from the stored paise. */
const rupees = (paise: number) => Math.round(paise / 100);

/** A typed `uuid[]` / `text[]` value built from bound parameters (drizzle expands a plain array into a list). */
function sqlArray(values: readonly string[], type: 'uuid' | 'text'): SQL {
  if (values.length === 0) return sql.raw(`'{}'::${type}[]`);
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;
}

/** The categories of the services `which` selects (an id list, or every active service), in catalog order. */
async function categoryRefsOf(db: Database, which: string[] | 'active'): Promise<Map<string, CategoryRef[]>> {
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
    .innerJoin(categories, eq(categories.id, serviceCategories.categoryId))
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

function toSummary(row: SummaryRow, refs: Map<string, CategoryRef[]>): ServiceSummary {
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    thumbnail: row.thumbnail,
    metaDescription: row.metaDescription,
    price: rupees(row.pricePaise),
    mrp: rupees(row.mrpPaise),
    discountable: row.discountable,
    categories: refs.get(row.id) ?? [],
    tags: row.tags,
  };
}

async function summariesOf(db: Database, rows: SummaryRow[]): Promise<ServiceSummary[]> {
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
    })
    .from(services)
    .where(and(eq(services.slug, slug), eq(services.active, true)));
  if (!row) return undefined;
  const [summary] = await summariesOf(db, [row]);
  return {
    ...(summary as ServiceSummary),
    description: row.description,
    faqs: row.faqs,
    fields: row.fields,
    ...(row.submitLabel ? { submit_label: row.submitLabel } : {}),
  };
}

type CategoryRow = { id: string; name: string; slug: string; description: string };

const toCategoryView = (row: CategoryRow, count: number): CategoryView => ({
  _id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  count,
});

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
};

/** The summary columns under their TypeScript names, for raw SQL over `services s`. */
const summarySelect = sql.raw(
  `s.id, s.slug, s.title, s.thumbnail, s.meta_description as "metaDescription", s.price_paise as "pricePaise",
   s.mrp_paise as "mrpPaise", s.discountable, s.tags`,
);

/**
 * The first `limit` categories that have active services, each with its first `servicesPerCategory` services
 * (catalog order) and the full `count`. Categories without active services are left out (the storefront hides
 * them from menus, tabs and the footer anyway).
 */
export async function topCategories(
  db: Database,
  { limit, servicesPerCategory }: { limit: number; servicesPerCategory: number },
): Promise<CategoryWithServices[]> {
  // Inner joins leave out categories without an active service; one grouped pass counts them all.
  const rows = await db
    .select({ ...categoryColumns, count: sql<number>`count(*)::int` })
    .from(categories)
    .innerJoin(serviceCategories, eq(serviceCategories.categoryId, categories.id))
    .innerJoin(services, and(eq(services.id, serviceCategories.serviceId), eq(services.active, true)))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.slug))
    .limit(limit);
  if (rows.length === 0) return [];

  // Per category, walk its services in catalog order and stop after `servicesPerCategory` (lateral + limit).
  const members = (await db.execute(sql`
    select chosen.id as "categoryId", s.*
    from unnest(${sqlArray(
      rows.map((row) => row.id),
      'uuid',
    )}) as chosen(id)
    cross join lateral (
      select ${summarySelect}
      from services s join service_categories sc on sc.service_id = s.id
      where sc.category_id = chosen.id and s.active
      order by s.sort_order, s.slug
      limit ${servicesPerCategory}
    ) s`)) as unknown as { rows: (SummaryRow & { categoryId: string })[] };

  const refs = await categoryRefsOf(db, [...new Set(members.rows.map((member) => member.id))]);
  return rows.map((row) => ({
    ...toCategoryView(row, row.count),
    services: members.rows.filter((member) => member.categoryId === row.id).map((member) => toSummary(member, refs)),
  }));
}

export interface CategoryPage {
  category: CategoryView;
  services: ServiceSummary[];
  pagination: Pagination;
  totalResults: number;
}

/**
 * Ids of one page of a category's active services in catalog order, with the total. The lateral subquery is
 * fenced (`offset 0`) so the planner looks each linked service up by primary key instead of scanning the wide
 * services table for a hash join.
 */
function categoryPageIds(categoryId: string, request: PageRequest) {
  return sql`
    select s.id, (count(*) over ())::int as total
    from service_categories sc
    cross join lateral (
      select s.id, s.sort_order, s.slug from services s where s.id = sc.service_id and s.active offset 0
    ) s
    where sc.category_id = ${categoryId}
    order by s.sort_order, s.slug
    limit ${request.limit} offset ${pageOffset(request)}`;
}

type IdRow = { id: string; total: number };

/** One page of a category's active services; undefined when no category has this slug. */
export async function categoryPage(
  db: Database,
  slug: string,
  request: PageRequest,
): Promise<CategoryPage | undefined> {
  const [category] = await db.select(categoryColumns).from(categories).where(eq(categories.slug, slug));
  if (!category) return undefined;
  const page = async (at: PageRequest) =>
    ((await db.execute(categoryPageIds(category.id, at))) as unknown as { rows: IdRow[] }).rows;
  const rows = await page(request);
  // The total comes with the rows; past the last page there are none, so it is counted to say where pages end.
  const total = rows[0]?.total ?? (request.page > 1 ? ((await page({ page: 1, limit: 1 }))[0]?.total ?? 0) : 0);
  const pagination = paginate(total, request);
  return {
    category: toCategoryView(category, total),
    services: await summariesByIds(
      db,
      rows.map((row) => row.id),
    ),
    pagination,
    totalResults: total,
  };
}

export interface RelatedRequest {
  serviceId: string;
  categories?: string[];
  tags?: string[];
  limit: number;
}

/**
 * Active services sharing a category or a tag with the given one (never itself), most shared first. Categories
 * and tags default to the service's own when the request leaves them out.
 */
export async function relatedServices(db: Database, request: RelatedRequest): Promise<ServiceSummary[]> {
  let categoryIds = request.categories;
  let tags = request.tags;
  if (!categoryIds || !tags) {
    const [own] = await db.select({ tags: services.tags }).from(services).where(eq(services.id, request.serviceId));
    const ownCategories = own
      ? await db
          .select({ id: serviceCategories.categoryId })
          .from(serviceCategories)
          .where(eq(serviceCategories.serviceId, request.serviceId))
      : [];
    categoryIds ??= ownCategories.map((row) => row.id);
    tags ??= own?.tags ?? [];
  }
  // Control characters never belong to a tag (and PostgreSQL refuses NUL in text).
  const wantedTags = [
    ...new Set(
      tags
        .map((tag) =>
          tag
            .replace(/\p{Cc}+/gu, '')
            .trim()
            .toLowerCase(),
        )
        .filter(Boolean),
    ),
  ];
  if (categoryIds.length === 0 && wantedTags.length === 0) return [];

  const sharedCategories = sql<number>`(
    select count(*)::int from service_categories sc
    where sc.service_id = "services"."id" and sc.category_id = any(${sqlArray(categoryIds, 'uuid')})
  )`;
  const sharedTags = sql<number>`(
    select count(*)::int from unnest("services"."tags") as tag where lower(tag) = any(${sqlArray(wantedTags, 'text')})
  )`;
  const overlap = sql<number>`${sharedCategories} + ${sharedTags}`;
  const rows = await db
    .select(summaryColumns)
    .from(services)
    .where(and(eq(services.active, true), sql`${services.id} <> ${request.serviceId}`, sql`${overlap} > 0`))
    .orderBy(sql`${overlap} desc`, ...catalogOrder)
    .limit(request.limit);
  return summariesOf(db, rows);
}

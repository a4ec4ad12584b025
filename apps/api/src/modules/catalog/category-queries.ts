import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type {
  CategoryView,
  CategoryWithServices,
  Pagination,
  ServiceSummary,
} from '../../platform/http/contract-types.js';
import { type PageRequest, pageOffset, paginate } from '../../platform/http/paging.js';
import { categoryRefsOf, type SummaryRow, summariesByIds, toSummary } from './service-queries.js';
import { sqlArray } from './sql-array.js';
import { categories, serviceCategories, services } from './tables.js';

// Categories as the API shows them: the top categories with their first services, and a category's pages.

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
  `s.id, s.slug, s.title, s.thumbnail, s.icon, s.meta_description as "metaDescription", s.price_paise as "pricePaise",
   s.mrp_paise as "mrpPaise", s.discountable, s.tags`,
);

/**
 * The first `limit` categories that have active services, each with its first `servicesPerCategory` services
 * (catalog order) and the full `count`. Categories without active services are left out (the storefront hides
 * them from menus, tabs and the footer anyway), and so are hidden ones.
 */
export async function topCategories(
  db: Database,
  { limit, servicesPerCategory }: { limit: number; servicesPerCategory: number },
): Promise<CategoryWithServices[]> {
  // Inner joins leave out categories without an active service; one grouped pass counts them all.
  const rows = await db
    .select({ ...categoryColumns, count: sql<number>`count(*)::int` })
    .from(categories)
    .innerJoin(serviceCategories, and(eq(serviceCategories.categoryId, categories.id), eq(categories.hidden, false)))
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

/** One page of a category's active services; undefined when no visible category has this slug. */
export async function categoryPage(
  db: Database,
  slug: string,
  request: PageRequest,
): Promise<CategoryPage | undefined> {
  const [category] = await db
    .select(categoryColumns)
    .from(categories)
    .where(and(eq(categories.slug, slug), eq(categories.hidden, false)));
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

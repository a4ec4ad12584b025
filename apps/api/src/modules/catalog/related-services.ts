import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { ServiceSummary } from '../../platform/http/contract-types.js';
import { catalogOrder, summariesOf, summaryColumns } from './service-queries.js';
import { sqlArray } from './sql-array.js';
import { serviceCategories, services } from './tables.js';

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

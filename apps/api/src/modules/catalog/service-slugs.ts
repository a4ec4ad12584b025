import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { services } from './tables.js';

/** The id of the service whose slug is `slug` today, as a subquery for another module's `inArray`. */
export function serviceIdsWithSlug(db: Database, slug: string) {
  return db.select({ id: services.id }).from(services).where(eq(services.slug, slug));
}

/** Each service's slug today (a service that no longer exists is absent). */
export async function serviceSlugsOf(db: Database, serviceIds: string[]): Promise<Map<string, string>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await db
    .select({ id: services.id, slug: services.slug })
    .from(services)
    .where(inArray(services.id, serviceIds));
  return new Map(rows.map((row) => [row.id, row.slug]));
}

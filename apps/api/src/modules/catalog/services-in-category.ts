import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { categories, serviceCategories } from './tables.js';

/** The ids of the services listed in the visible category `slug`, as a subquery for another module's `inArray`. */
export function serviceIdsInCategory(db: Database, slug: string) {
  return db
    .select({ id: serviceCategories.serviceId })
    .from(serviceCategories)
    .innerJoin(categories, eq(categories.id, serviceCategories.categoryId))
    .where(and(eq(categories.slug, slug), eq(categories.hidden, false)));
}

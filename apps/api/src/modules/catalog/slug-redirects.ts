import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { catalogSlugRedirects, categories, type SlugKind, services } from './tables.js';

// Renamed slugs keep working: the old slug points at the entity's id, and its current slug is looked up on use.

const targetColumn = (kind: SlugKind) =>
  kind === 'service' ? catalogSlugRedirects.serviceId : catalogSlugRedirects.categoryId;

/** A slug that becomes live (a new entity, or a rename) stops redirecting, whoever it used to point at. */
export async function claimSlug(tx: Database, kind: SlugKind, slug: string): Promise<void> {
  await tx
    .delete(catalogSlugRedirects)
    .where(and(eq(catalogSlugRedirects.kind, kind), eq(catalogSlugRedirects.slug, slug)));
}

/** Records a rename of entity `id` from `from` to `to`, in the rename's transaction. */
export async function recordRename(tx: Database, kind: SlugKind, id: string, from: string, to: string): Promise<void> {
  await claimSlug(tx, kind, to);
  const target = kind === 'service' ? { serviceId: id, categoryId: null } : { categoryId: id, serviceId: null };
  await tx
    .insert(catalogSlugRedirects)
    .values({ kind, slug: from, ...target })
    .onConflictDoUpdate({ target: [catalogSlugRedirects.kind, catalogSlugRedirects.slug], set: target });
}

/**
 * The current slug of whatever `slug` used to name, or undefined. A service's old slug only redirects while the
 * service is published: a draft is "not found" under every slug.
 */
export async function currentSlugFor(db: Database, kind: SlugKind, slug: string): Promise<string | undefined> {
  const where = and(eq(catalogSlugRedirects.kind, kind), eq(catalogSlugRedirects.slug, slug));
  if (kind === 'service') {
    const [row] = await db
      .select({ slug: services.slug })
      .from(catalogSlugRedirects)
      .innerJoin(services, and(eq(services.id, catalogSlugRedirects.serviceId), eq(services.active, true)))
      .where(where);
    return row?.slug;
  }
  const [row] = await db
    .select({ slug: categories.slug })
    .from(catalogSlugRedirects)
    .innerJoin(categories, and(eq(categories.id, catalogSlugRedirects.categoryId), eq(categories.hidden, false)))
    .where(where);
  return row?.slug;
}

/** The earlier slugs of each of `ids`, oldest first. */
export async function previousSlugsOf(db: Database, kind: SlugKind, ids: string[]): Promise<Map<string, string[]>> {
  const slugs = new Map<string, string[]>();
  if (ids.length === 0) return slugs;
  const column = targetColumn(kind);
  const rows = await db
    .select({ id: column, slug: catalogSlugRedirects.slug })
    .from(catalogSlugRedirects)
    .where(and(eq(catalogSlugRedirects.kind, kind), inArray(column, ids)))
    .orderBy(catalogSlugRedirects.createdAt, catalogSlugRedirects.slug);
  for (const row of rows) {
    if (!row.id) continue;
    slugs.set(row.id, [...(slugs.get(row.id) ?? []), row.slug]);
  }
  return slugs;
}

import type { Schemas } from '@startwise/api-client';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../platform/db/constraint-errors.js';
import type { Database } from '../../platform/db/database.js';
import { conflict, notFound, validationFailed } from '../../platform/http/http-error.js';
import { recordAudit } from '../audit/index.js';
import type { Actor } from '../staff/index.js';
import { type CatalogCategoryView, catalogCategoryById, listCatalogCategories } from './admin-views.js';
import { changedFields } from './audit-changes.js';
import { catalogChanged } from './catalog-changed.js';
import { claimSlug, recordRename } from './slug-redirects.js';
import { categories } from './tables.js';

export type CatalogCategoryInput = Schemas['CatalogCategoryInput'];

export const CATEGORY_SLUG_TAKEN = 'Another category already uses this slug';
const CATEGORY_NOT_FOUND = 'Category not found';

const columns = (input: CatalogCategoryInput) => ({
  name: input.name.trim(),
  slug: input.slug,
  description: (input.description ?? '').trim(),
});

const auditSnapshot = (row: ReturnType<typeof columns>) => ({
  name: row.name,
  slug: row.slug,
  description: row.description,
});

async function slugSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'categories_slug_unique')) throw conflict(CATEGORY_SLUG_TAKEN);
    throw error;
  }
}

/** The back office's category edits: one transaction with the audit row each, then the read cache is cleared. */
export function categoryEditor({ db }: { db: Database }) {
  async function committed(id: string): Promise<CatalogCategoryView> {
    catalogChanged(db);
    const view = await catalogCategoryById(db, id);
    if (!view) throw notFound(CATEGORY_NOT_FOUND);
    return view;
  }

  return {
    /** A new category, last in menus; it shows in them once it lists a published service. */
    async create(input: CatalogCategoryInput, actor: Actor): Promise<CatalogCategoryView> {
      const id = await slugSafe(() =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(categories)
            .values({
              ...columns(input),
              sortOrder: sql`(select coalesce(max(${categories.sortOrder}), -1) + 1 from ${categories})`,
            })
            .onConflictDoNothing({ target: categories.slug })
            .returning();
          if (!row) throw conflict(CATEGORY_SLUG_TAKEN);
          await claimSlug(tx, 'category', row.slug);
          await recordAudit(tx, {
            ...actor,
            action: 'category.create',
            entity: 'category',
            entityId: row.id,
            before: null,
            after: auditSnapshot(row),
          });
          return row.id;
        }),
      );
      return committed(id);
    },

    /** A new slug keeps the old one as a redirect (`/category/{old}` answers 301). */
    async update(id: string, input: CatalogCategoryInput, actor: Actor): Promise<CatalogCategoryView> {
      await slugSafe(() =>
        db.transaction(async (tx) => {
          const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
          if (!row) throw notFound(CATEGORY_NOT_FOUND);
          const next = columns(input);
          const changes = changedFields(auditSnapshot(row), auditSnapshot(next));
          if (!changes) return;
          if (next.slug !== row.slug) {
            const [taken] = await tx
              .select({ id: categories.id })
              .from(categories)
              .where(and(eq(categories.slug, next.slug), ne(categories.id, id)));
            if (taken) throw conflict(CATEGORY_SLUG_TAKEN);
            await recordRename(tx, 'category', id, row.slug, next.slug);
          }
          await tx
            .update(categories)
            .set({ ...next, updatedAt: sql`now()` })
            .where(eq(categories.id, id));
          await recordAudit(tx, { ...actor, action: 'category.update', entity: 'category', entityId: id, ...changes });
        }),
      );
      return committed(id);
    },

    /** Hidden categories leave the storefront (menus, tabs, pages, cards); their services stay listed. */
    async setHidden(id: string, hidden: boolean, actor: Actor): Promise<CatalogCategoryView> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
        if (!row) throw notFound(CATEGORY_NOT_FOUND);
        if (row.hidden === hidden) return;
        await tx.update(categories).set({ hidden, updatedAt: sql`now()` }).where(eq(categories.id, id));
        await recordAudit(tx, {
          ...actor,
          action: hidden ? 'category.hide' : 'category.show',
          entity: 'category',
          entityId: id,
          before: { hidden: row.hidden },
          after: { hidden },
        });
      });
      return committed(id);
    },

    /** Menus follow `categoryIds`, which must name every category once (422 otherwise). */
    async reorder(categoryIds: string[], actor: Actor): Promise<CatalogCategoryView[]> {
      await db.transaction(async (tx) => {
        // Locked in one order, so two reorders at once take turns.
        const rows = await tx
          .select({ id: categories.id })
          .from(categories)
          .orderBy(asc(categories.sortOrder), asc(categories.slug), asc(categories.id))
          .for('update');
        const before = rows.map((row) => row.id);
        const known = new Set(before);
        if (categoryIds.length !== before.length || !categoryIds.every((id) => known.has(id))) {
          throw validationFailed([{ field: 'categoryIds', message: 'List every category exactly once' }]);
        }
        if (categoryIds.every((id, index) => before[index] === id)) return;
        for (const [index, id] of categoryIds.entries()) {
          await tx.update(categories).set({ sortOrder: index }).where(eq(categories.id, id));
        }
        await recordAudit(tx, {
          ...actor,
          action: 'category.order',
          entity: 'category',
          // The order belongs to no one category: its rows are found under this name.
          entityId: 'order',
          before: { categoryIds: before },
          after: { categoryIds },
        });
      });
      catalogChanged(db);
      return listCatalogCategories(db);
    },
  };
}

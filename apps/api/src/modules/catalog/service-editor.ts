import { and, eq, ne, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../platform/db/constraint-errors.js';
import type { Database } from '../../platform/db/database.js';
import { conflict, notFound, validationFailed } from '../../platform/http/http-error.js';
import { recordAudit } from '../audit/index.js';
import type { Actor } from '../staff/index.js';
import { type CatalogServiceView, catalogServiceById, statusOf } from './admin-views.js';
import { changedFields } from './audit-changes.js';
import { catalogChanged } from './catalog-changed.js';
import { type CatalogServiceInput, serviceColumns, serviceInputProblems } from './service-input.js';
import { claimSlug, recordRename } from './slug-redirects.js';
import { serviceCategories, services } from './tables.js';

type ServiceRow = typeof services.$inferSelect;

export const SERVICE_SLUG_TAKEN = 'Another service already uses this slug';
const SERVICE_NOT_FOUND = 'Service not found';

/** What an audit row records of a service: everything the editor changes, money in rupees. */
function auditSnapshot(row: ServiceRow, categoryIds: string[]) {
  return {
    status: statusOf(row),
    title: row.title,
    slug: row.slug,
    thumbnail: row.thumbnail,
    metaDescription: row.metaDescription,
    description: row.description,
    price: row.pricePaise / 100,
    mrp: row.mrpPaise / 100,
    discountable: row.discountable,
    turnaroundDays: row.turnaroundDays,
    icon: row.icon,
    included: row.included,
    milestones: row.milestones,
    sacCode: row.sacCode,
    categoryIds,
    tags: row.tags,
    faqs: row.faqs,
    fields: row.fields,
    submitLabel: row.submitLabel,
  };
}

async function lockService(tx: Database, id: string) {
  const [row] = await tx.select().from(services).where(eq(services.id, id)).for('update');
  if (!row) throw notFound(SERVICE_NOT_FOUND);
  const links = await tx
    .select({ id: serviceCategories.categoryId })
    .from(serviceCategories)
    .where(eq(serviceCategories.serviceId, id));
  return { row, categoryIds: links.map((link) => link.id) };
}

async function linkCategories(tx: Database, serviceId: string, categoryIds: string[]) {
  await tx.delete(serviceCategories).where(eq(serviceCategories.serviceId, serviceId));
  if (categoryIds.length > 0) {
    await tx.insert(serviceCategories).values(categoryIds.map((categoryId) => ({ serviceId, categoryId })));
  }
}

/** A slug race that got past the check inside the transaction still answers 409, not 500. */
async function slugSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'services_slug_unique')) throw conflict(SERVICE_SLUG_TAKEN);
    throw error;
  }
}

/**
 * The back office's service edits. Each one runs in one transaction with its audit row (the changed fields before
 * and after), then clears the catalog read cache so the storefront shows it on the next request.
 */
export function serviceEditor({ db }: { db: Database }) {
  async function assertValid(input: CatalogServiceInput) {
    const problems = await serviceInputProblems(db, input);
    if (problems.length > 0) throw validationFailed(problems);
  }

  async function committed(id: string): Promise<CatalogServiceView> {
    catalogChanged(db);
    const view = await catalogServiceById(db, id);
    if (!view) throw notFound(SERVICE_NOT_FOUND);
    return view;
  }

  /** Applies `change` to the locked service and audits it as `action`; nothing changes, nothing is written. */
  async function edit(
    id: string,
    action: string,
    actor: Actor,
    change: (tx: Database, row: ServiceRow) => Promise<{ set?: Partial<ServiceRow>; categoryIds?: string[] }>,
  ) {
    await slugSafe(() =>
      db.transaction(async (tx) => {
        const { row, categoryIds } = await lockService(tx, id);
        const { set, categoryIds: newCategoryIds } = await change(tx, row);
        const after = { ...row, ...set };
        const changes = changedFields(
          auditSnapshot(row, [...categoryIds].sort()),
          auditSnapshot(after, [...(newCategoryIds ?? categoryIds)].sort()),
        );
        if (!changes) return;
        await tx
          .update(services)
          .set({ ...set, updatedAt: sql`now()` })
          .where(eq(services.id, id));
        if (newCategoryIds) await linkCategories(tx, id, newCategoryIds);
        await recordAudit(tx, { ...actor, action, entity: 'service', entityId: id, ...changes });
      }),
    );
    return committed(id);
  }

  return {
    /** A new service, as a draft (customers see it once published), listed after every other. */
    async create(input: CatalogServiceInput, actor: Actor): Promise<CatalogServiceView> {
      await assertValid(input);
      const id = await slugSafe(() =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(services)
            .values({
              ...serviceColumns(input),
              thumbnail: '',
              active: false,
              sortOrder: sql`(select coalesce(max(${services.sortOrder}), -1) + 1 from ${services})`,
            })
            .onConflictDoNothing({ target: services.slug })
            .returning();
          if (!row) throw conflict(SERVICE_SLUG_TAKEN);
          await claimSlug(tx, 'service', row.slug);
          await linkCategories(tx, row.id, input.categoryIds);
          await recordAudit(tx, {
            ...actor,
            action: 'service.create',
            entity: 'service',
            entityId: row.id,
            before: null,
            after: auditSnapshot(row, [...input.categoryIds].sort()),
          });
          return row.id;
        }),
      );
      return committed(id);
    },

    /** Replaces every editable field; a new slug keeps the old one as a redirect. */
    async update(id: string, input: CatalogServiceInput, actor: Actor): Promise<CatalogServiceView> {
      await assertValid(input);
      return edit(id, 'service.update', actor, async (tx, row) => {
        if (input.slug !== row.slug) {
          const [taken] = await tx
            .select({ id: services.id })
            .from(services)
            .where(and(eq(services.slug, input.slug), ne(services.id, id)));
          if (taken) throw conflict(SERVICE_SLUG_TAKEN);
          await recordRename(tx, 'service', id, row.slug, input.slug);
        }
        return { set: serviceColumns(input), categoryIds: input.categoryIds };
      });
    },

    /**
     * Published services are listed, searchable and open for applications; drafts are "not found". Publishing an
     * archived service brings it back.
     */
    setPublished(id: string, published: boolean, actor: Actor): Promise<CatalogServiceView> {
      const action = published ? 'service.publish' : 'service.unpublish';
      return edit(id, action, actor, async () => ({
        set: published ? { active: true, archivedAt: null } : { active: false },
      }));
    },

    /** Retires the service: gone for customers like a draft; submissions already made stay workable. */
    archive(id: string, actor: Actor): Promise<CatalogServiceView> {
      return edit(id, 'service.archive', actor, async (_tx, row) => ({
        set: { active: false, archivedAt: row.archivedAt ?? new Date() },
      }));
    },

    /** An archived service becomes a draft again. */
    restore(id: string, actor: Actor): Promise<CatalogServiceView> {
      return edit(id, 'service.restore', actor, async () => ({ set: { archivedAt: null } }));
    },

    /** Points the service at an uploaded image; the previous one stays stored until the orphan sweep. */
    setThumbnail(id: string, thumbnail: string, actor: Actor, beforeCommit: (tx: Database) => Promise<void>) {
      return edit(id, 'service.thumbnail', actor, async (tx) => {
        await beforeCommit(tx);
        return { set: { thumbnail } };
      });
    },
  };
}

export type ServiceEditor = ReturnType<typeof serviceEditor>;

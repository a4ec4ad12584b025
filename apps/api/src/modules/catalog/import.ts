import { and, type Column, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database.js';
import { catalogChanged } from './catalog-changed.js';
import { type CatalogFile, checkCatalogFile } from './catalog-file.js';
import { htmlToText, sanitizeDescription } from './sanitize.js';
import { catalogSlugRedirects, categories, serviceCategories, services } from './tables.js';

export interface ImportCounts {
  created: number;
  updated: number;
}

export type ImportResult =
  | { ok: true; categories: ImportCounts; services: ImportCounts }
  | { ok: false; errors: string[] };

export interface ImportOptions {
  /** When given, local thumbnails must exist in this folder. */
  mediaDir?: string;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 bound parameters per statement. */
const CHUNK = 500;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

/** `xmax = 0` holds for a row this statement inserted, not for one it updated on conflict. */
const wasInserted = sql<boolean>`(xmax = 0)`;

function count(rows: { inserted: boolean }[], into: ImportCounts) {
  for (const row of rows) {
    if (row.inserted) into.created += 1;
    else into.updated += 1;
  }
}

/**
 * An upsert's SET: on a conflict these columns take the incoming row's values (PostgreSQL's `excluded` row), and the
 * row is marked updated now.
 */
function takeIncoming<TTable extends PgTable>(table: TTable, keys: (keyof TTable['_']['columns'] & string)[]) {
  const columns = getTableColumns(table);
  const set: Record<string, SQL> = {};
  for (const key of keys) set[key] = sql`excluded.${sql.identifier((columns[key] as Column).name)}`;
  set.updatedAt = sql`now()`;
  return set;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function upsertCategories(tx: Transaction, file: CatalogFile, counts: ImportCounts) {
  if (file.categories.length === 0) return;
  const rows = await tx
    .insert(categories)
    .values(
      file.categories.map((category, index) => ({
        slug: category.slug,
        name: category.name,
        description: category.description ?? '',
        sortOrder: index,
      })),
    )
    .onConflictDoUpdate({
      target: categories.slug,
      set: takeIncoming(categories, ['name', 'description', 'sortOrder']),
    })
    .returning({ inserted: wasInserted });
  count(rows, counts);
}

async function upsertServices(tx: Transaction, file: CatalogFile, counts: ImportCounts) {
  const categoryIds = new Map(
    (await tx.select({ id: categories.id, slug: categories.slug }).from(categories)).map((row) => [row.slug, row.id]),
  );
  const entries = file.services.map((service, index) => ({ service, index }));
  for (const batch of chunks(entries)) {
    const rows = await tx
      .insert(services)
      .values(
        batch.map(({ service, index }) => {
          const description = sanitizeDescription(service.description);
          return {
            slug: service.slug,
            title: service.title,
            thumbnail: service.thumbnail,
            metaDescription: service.metaDescription,
            description,
            descriptionText: htmlToText(description),
            pricePaise: service.price * 100,
            mrpPaise: service.mrp * 100,
            discountable: service.discountable,
            turnaroundDays: service.turnaroundDays,
            icon: service.icon,
            included: service.included,
            milestones: service.milestones,
            sacCode: service.sacCode ?? '',
            active: service.active ?? true,
            tags: service.tags,
            faqs: service.faqs,
            fields: service.fields,
            submitLabel: service.submit_label ?? null,
            sortOrder: index,
          };
        }),
      )
      .onConflictDoUpdate({
        target: services.slug,
        set: takeIncoming(services, [
          'title',
          'thumbnail',
          'metaDescription',
          'description',
          'descriptionText',
          'pricePaise',
          'mrpPaise',
          'discountable',
          'turnaroundDays',
          'icon',
          'included',
          'milestones',
          'sacCode',
          'active',
          'tags',
          'faqs',
          'fields',
          'submitLabel',
          'sortOrder',
        ]),
      })
      .returning({ id: services.id, slug: services.slug, inserted: wasInserted });
    count(rows, counts);

    // The file is the truth for each service's categories: its links are replaced, not merged.
    const serviceIds = new Map(rows.map((row) => [row.slug, row.id]));
    await tx.delete(serviceCategories).where(inArray(serviceCategories.serviceId, [...serviceIds.values()]));
    const links = batch.flatMap(({ service }) =>
      [...new Set(service.categories)].map((slug) => ({
        serviceId: serviceIds.get(service.slug) as string,
        categoryId: categoryIds.get(slug) as string,
      })),
    );
    if (links.length > 0) await tx.insert(serviceCategories).values(links);
  }
}

/** The file's slugs are live from now on: a redirect an editor's rename left under one of them goes. */
async function liveSlugs(tx: Transaction, file: CatalogFile) {
  for (const [kind, slugs] of [
    ['category', file.categories.map((category) => category.slug)],
    ['service', file.services.map((service) => service.slug)],
  ] as const) {
    for (const batch of chunks(slugs)) {
      if (batch.length === 0) continue;
      await tx
        .delete(catalogSlugRedirects)
        .where(and(eq(catalogSlugRedirects.kind, kind), inArray(catalogSlugRedirects.slug, batch)));
    }
  }
}

/**
 * Validates the whole catalog file first and writes nothing if any entry is wrong (every problem is reported
 * with its path). Otherwise upserts categories and services by slug in one transaction, so running it twice
 * changes nothing the second time. Descriptions are sanitized here, on write.
 */
export async function importCatalog(db: Database, data: unknown, options: ImportOptions = {}): Promise<ImportResult> {
  const existing = await db.select({ slug: categories.slug }).from(categories);
  const check = checkCatalogFile(data, {
    knownCategories: existing.map((row) => row.slug),
    mediaDir: options.mediaDir,
  });
  if (!check.ok) return check;

  const counts = { categories: { created: 0, updated: 0 }, services: { created: 0, updated: 0 } };
  await db.transaction(async (tx) => {
    await liveSlugs(tx, check.file);
    await upsertCategories(tx, check.file, counts.categories);
    await upsertServices(tx, check.file, counts.services);
  });
  // Fresh statistics let the planner pick the search indexes at once (PGlite runs no autovacuum/autoanalyze).
  await db.execute(sql`analyze categories, services, service_categories`);
  catalogChanged(db);
  return { ok: true, ...counts };
}

/** Whether the catalog has never been loaded (first start). */
export async function catalogIsEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).limit(1);
  return rows.length === 0;
}

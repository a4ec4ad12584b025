import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { services } from './tables.js';

/** An active service with what an application for it stores: its form, price (paise) and tax code. */
export async function findServiceToApplyFor(db: Database, slug: string) {
  const [row] = await db
    .select({
      id: services.id,
      title: services.title,
      slug: services.slug,
      thumbnail: services.thumbnail,
      sacCode: services.sacCode,
      pricePaise: services.pricePaise,
      fields: services.fields,
    })
    .from(services)
    .where(and(eq(services.slug, slug), eq(services.active, true)));
  return row;
}

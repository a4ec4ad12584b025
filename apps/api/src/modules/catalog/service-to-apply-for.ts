import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
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

/** The service's turnaround in working days (any service, active or not: a paid application keeps its service). */
export async function turnaroundDaysOf(db: Database, serviceId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ turnaroundDays: services.turnaroundDays })
    .from(services)
    .where(eq(services.id, serviceId));
  return row?.turnaroundDays;
}

/** The service's milestones, in order (any service, active or not: tracking follows the service applied for). */
export async function milestonesOf(db: Database, serviceId: string): Promise<string[]> {
  const [row] = await db.select({ milestones: services.milestones }).from(services).where(eq(services.id, serviceId));
  return row?.milestones ?? [];
}

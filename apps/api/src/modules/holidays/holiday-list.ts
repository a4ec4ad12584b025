import type { Schemas } from '@startwise/api-client';
import { type Holidays, indiaDate } from '@startwise/format';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { conflict, notFound } from '../../platform/http/http-error.js';
import { recordAudit } from '../audit/index.js';
import type { Actor } from '../staff/index.js';
import { nationalHolidays } from './national-holidays.js';
import { officeHolidays } from './tables.js';

export type Holiday = Schemas['Holiday'];

const yearOf = (date: string) => Number(date.slice(0, 4));

/** The national holidays and the team's, from `from` to `to` (YYYY-MM-DD, inclusive), by date. */
export async function holidaysBetween(db: Database, from: string, to: string): Promise<Holiday[]> {
  const office = await db
    .select({ date: officeHolidays.date, name: officeHolidays.name })
    .from(officeHolidays)
    .where(and(gte(officeHolidays.date, from), lte(officeHolidays.date, to)))
    .orderBy(asc(officeHolidays.date));
  const national = nationalHolidays(yearOf(from), yearOf(to)).filter((day) => day.date >= from && day.date <= to);
  return [
    ...national.map((day) => ({ ...day, source: 'national' as const })),
    ...office.map((day) => ({ ...day, source: 'office' as const })),
  ].sort((a, b) => a.date.localeCompare(b.date));
}

/** What the back office lists: this year in India and the next. */
export function listedHolidays(db: Database, now: Date): Promise<Holiday[]> {
  const year = yearOf(indiaDate(now));
  return holidaysBetween(db, `${year}-01-01`, `${year + 1}-12-31`);
}

const isNationalHoliday = (date: string) =>
  nationalHolidays(yearOf(date), yearOf(date)).some((holiday) => holiday.date === date);

/** Adds the team's holiday on `date`, audited; a date that already is a holiday is a 409. */
export async function addOfficeHoliday(db: Database, input: { date: string; name: string }, actor: Actor) {
  if (isNationalHoliday(input.date)) throw conflict('That date is already a national holiday');
  const holiday = { date: input.date, name: input.name.trim() };
  return db.transaction(async (tx) => {
    const added = await tx.insert(officeHolidays).values(holiday).onConflictDoNothing().returning();
    if (added.length === 0) throw conflict('That date is already a holiday');
    await recordAudit(tx, {
      ...actor,
      action: 'holiday.add',
      entity: 'holiday',
      entityId: holiday.date,
      before: null,
      after: holiday,
    });
    return { ...holiday, source: 'office' as const };
  });
}

/** Removes the team's holiday on `date`, audited; 404 when the team added none that day. */
export async function removeOfficeHoliday(db: Database, date: string, actor: Actor) {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(officeHolidays)
      .where(eq(officeHolidays.date, date))
      .returning({ date: officeHolidays.date, name: officeHolidays.name });
    if (!removed) throw notFound('No holiday was added on that date');
    await recordAudit(tx, {
      ...actor,
      action: 'holiday.remove',
      entity: 'holiday',
      entityId: date,
      before: removed,
      after: null,
    });
    return { ...removed, source: 'office' as const };
  });
}

/** The holidays a due date counted from India's date `from` can cross (to the end of the next year), as a set. */
export async function holidaysFrom(db: Database, from: string): Promise<Holidays> {
  const holidays = await holidaysBetween(db, from, `${yearOf(from) + 1}-12-31`);
  return new Set(holidays.map((holiday) => holiday.date));
}

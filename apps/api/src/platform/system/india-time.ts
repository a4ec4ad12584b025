/**
 * Calendar days and months as the business counts them: in India (Asia/Kolkata). India Standard Time is UTC+05:30
 * all year (no daylight saving since 1945), so a fixed offset is exact and needs no time-zone database.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
const OFFSET_MS = (5 * 60 + 30) * 60_000;

export interface Period {
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
}

/** The instant of midnight in India that starts year-month-day (months from 0; overflowing values roll over). */
const midnight = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day) - OFFSET_MS);

/** `at` as India's wall clock, read with the UTC getters. */
const wallClock = (at: Date) => new Date(at.getTime() + OFFSET_MS);

/** The date in India at `at`, as YYYY-MM-DD. */
export const indiaDate = (at: Date) => wallClock(at).toISOString().slice(0, 10);

/** The day in India that contains `at`. */
export function indiaDay(at: Date): Period {
  const local = wallClock(at);
  const [year, month, day] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  return { from: midnight(year, month, day), to: midnight(year, month, day + 1) };
}

/** The calendar month in India that contains `at`. */
export function indiaMonth(at: Date): Period {
  const local = wallClock(at);
  const [year, month] = [local.getUTCFullYear(), local.getUTCMonth()];
  return { from: midnight(year, month, 1), to: midnight(year, month + 1, 1) };
}

/** `at` in ISO 8601 with India's offset: '2026-11-25T20:35:50.123+05:30' (exports a reader in India reads as is). */
export const indiaTimestamp = (at: Date) => `${wallClock(at).toISOString().slice(0, 23)}+05:30`;

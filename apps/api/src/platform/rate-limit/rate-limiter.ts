import { eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { tooManyRequests } from '../http/http-error.js';
import { rateLimitCounters } from './tables.js';

/** At most `limit` hits per `windowSeconds`; `message` is what the customer reads when refused. */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
  message: string;
}

const secondsBetween = (later: Date, earlier: Date) => (later.getTime() - earlier.getTime()) / 1000;

/**
 * Fixed-window counters and cooldowns kept in `rate_limit_counters`, so they hold across server processes.
 * Each call is one atomic upsert (INSERT ... ON CONFLICT ... RETURNING): no read-then-write race.
 */
export function createRateLimiter(db: Database, now: () => Date) {
  /** Adds one hit to the window of `key` and returns the count and when the window closes. */
  async function addHit(rule: RateLimitRule, subject: string) {
    const at = now();
    const expires = new Date(at.getTime() + rule.windowSeconds * 1000);
    const table = rateLimitCounters;
    const windowOver = sql`${table.expiresAt} <= excluded.window_start`;
    const [row] = await db
      .insert(table)
      .values({ key: `${rule.name}:${subject}`, windowStart: at, expiresAt: expires, count: 1 })
      .onConflictDoUpdate({
        target: table.key,
        set: {
          count: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${table.count} + 1 END`,
          windowStart: sql`CASE WHEN ${windowOver} THEN excluded.window_start ELSE ${table.windowStart} END`,
          expiresAt: sql`CASE WHEN ${windowOver} THEN excluded.expires_at ELSE ${table.expiresAt} END`,
        },
      })
      .returning({ count: table.count, expiresAt: table.expiresAt });
    if (Math.random() < 0.01) await pruneExpired(at);
    return row as { count: number; expiresAt: Date };
  }

  async function pruneExpired(at: Date) {
    await db.delete(rateLimitCounters).where(lte(rateLimitCounters.expiresAt, at));
  }

  return {
    /** Counts this request; refuses it (429) once the window holds more than `limit` hits. */
    async consume(rule: RateLimitRule, subject: string): Promise<void> {
      const { count, expiresAt } = await addHit(rule, subject);
      if (count > rule.limit) throw tooManyRequests(rule.message, secondsBetween(expiresAt, now()));
    },

    /** Counts an event that already happened (e.g. a failed login) without refusing anything. */
    async record(rule: RateLimitRule, subject: string): Promise<void> {
      await addHit(rule, subject);
    },

    /** Refuses (429) when `limit` events were already recorded in the open window; counts nothing. */
    async check(rule: RateLimitRule, subject: string): Promise<void> {
      const [row] = await db
        .select({ count: rateLimitCounters.count, expiresAt: rateLimitCounters.expiresAt })
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, `${rule.name}:${subject}`));
      const at = now();
      if (row && row.expiresAt > at && row.count >= rule.limit) {
        throw tooManyRequests(rule.message, secondsBetween(row.expiresAt, at));
      }
    },

    /**
     * Starts a cooldown of `seconds` for `key` unless one is running; returns the seconds left of the running
     * one (0 when a new cooldown started). Atomic: of two racing calls exactly one starts the cooldown.
     */
    async startCooldown(key: string, seconds: number): Promise<number> {
      const at = now();
      const table = rateLimitCounters;
      const started = await db
        .insert(table)
        .values({ key, windowStart: at, expiresAt: new Date(at.getTime() + seconds * 1000), count: 1 })
        .onConflictDoUpdate({
          target: table.key,
          set: { windowStart: sql`excluded.window_start`, expiresAt: sql`excluded.expires_at`, count: 1 },
          setWhere: sql`${table.expiresAt} <= excluded.window_start`,
        })
        .returning({ key: table.key });
      if (started.length > 0) return 0;
      const [row] = await db.select({ expiresAt: table.expiresAt }).from(table).where(eq(table.key, key));
      return row ? Math.max(1, Math.ceil(secondsBetween(row.expiresAt, at))) : 0;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

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

const keyOf = (rule: RateLimitRule, subject: string) => `${rule.name}:${subject}`;

const secondsBetween = (later: Date, earlier: Date) => (later.getTime() - earlier.getTime()) / 1000;

/** How many refused keys each process remembers; past it the oldest is forgotten (and asks the database again). */
const REMEMBERED_REFUSALS = 10_000;

/**
 * Fixed-window counters and cooldowns kept in `rate_limit_counters`, so they hold across server processes.
 * Each call is one atomic upsert (INSERT ... ON CONFLICT ... RETURNING): no read-then-write race.
 *
 * The shared counters decide. In front of them each process remembers the refusals they made, until the refused
 * window closes: a count only grows within its window, so the answer cannot change before then, and a client that
 * keeps hammering is refused from memory, without a database round trip per request.
 */
export function createRateLimiter(db: Database, now: () => Date) {
  const refusedUntil = new Map<string, Date>();

  function rememberRefusal(key: string, until: Date) {
    refusedUntil.delete(key);
    refusedUntil.set(key, until);
    if (refusedUntil.size > REMEMBERED_REFUSALS) refusedUntil.delete(refusedUntil.keys().next().value as string);
  }

  /** Throws the 429 the database gave `key` earlier, while its window is still open. */
  function refuseFromMemory(rule: RateLimitRule, key: string) {
    const until = refusedUntil.get(key);
    if (!until) return;
    const at = now();
    if (until > at) throw tooManyRequests(rule.message, secondsBetween(until, at));
    refusedUntil.delete(key);
  }

  /** Adds one hit to the window of `key` and returns the count and when the window closes. */
  async function addHit(rule: RateLimitRule, subject: string) {
    const at = now();
    const expires = new Date(at.getTime() + rule.windowSeconds * 1000);
    const table = rateLimitCounters;
    const windowOver = sql`${table.expiresAt} <= excluded.window_start`;
    const [row] = await db
      .insert(table)
      .values({ key: keyOf(rule, subject), windowStart: at, expiresAt: expires, count: 1 })
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
      refuseFromMemory(rule, keyOf(rule, subject));
      const { count, expiresAt } = await addHit(rule, subject);
      if (count > rule.limit) {
        rememberRefusal(keyOf(rule, subject), expiresAt);
        throw tooManyRequests(rule.message, secondsBetween(expiresAt, now()));
      }
    },

    /** Counts an event that already happened (e.g. a failed login) without refusing anything. */
    async record(rule: RateLimitRule, subject: string): Promise<void> {
      await addHit(rule, subject);
    },

    /** Refuses (429) when `limit` events were already recorded in the open window; counts nothing. */
    async check(rule: RateLimitRule, subject: string): Promise<void> {
      const key = keyOf(rule, subject);
      refuseFromMemory(rule, key);
      const [row] = await db
        .select({ count: rateLimitCounters.count, expiresAt: rateLimitCounters.expiresAt })
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, key));
      const at = now();
      if (row && row.expiresAt > at && row.count >= rule.limit) {
        rememberRefusal(key, row.expiresAt);
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

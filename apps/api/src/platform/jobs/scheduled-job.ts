import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { scheduledJobs } from './tables.js';

export interface ScheduledJob {
  /** Unique across the application: instances agree on a round by this name. */
  name: string;
  /** At most one round per interval, across every instance on the database. */
  intervalMs: number;
  run(): Promise<unknown>;
}

/**
 * Claims the job's current round for this instance: in one transaction, the job's row is locked with
 * `FOR UPDATE SKIP LOCKED` (an instance claiming it at the same moment skips instead of waiting) and, when the
 * round is due, moved one interval on. The round itself runs after the commit, outside any transaction, so a
 * long round never holds a connection or a lock (PGlite has a single connection).
 */
export async function claimRound(db: Database, job: Pick<ScheduledJob, 'name' | 'intervalMs'>): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .insert(scheduledJobs)
      .values({ name: job.name, runAfter: new Date(0) })
      .onConflictDoNothing();
    const [due] = await tx
      .select({ name: scheduledJobs.name })
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.name, job.name), lte(scheduledJobs.runAfter, sql`now()`)))
      .for('update', { skipLocked: true });
    if (!due) return false;
    await tx
      .update(scheduledJobs)
      .set({ runAfter: sql`now() + make_interval(secs => ${job.intervalMs / 1000})` })
      .where(eq(scheduledJobs.name, job.name));
    return true;
  });
}

/** Runs the job's round when this instance claims it; true when it ran. */
export async function runIfDue(db: Database, job: ScheduledJob): Promise<boolean> {
  if (!(await claimRound(db, job))) return false;
  await job.run();
  return true;
}

/**
 * Every instance asks twice per interval whether the round is due; exactly one of them runs it. Returns the stop
 * function, which waits for a round in progress.
 */
export function startScheduledJob(db: Database, job: ScheduledJob, log: FastifyBaseLogger) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(
    () => {
      running = running
        .then(() => runIfDue(db, job))
        .catch((error) => log.error({ err: error, job: job.name }, 'scheduled job failed'));
    },
    Math.max(1000, job.intervalMs / 2),
  );
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

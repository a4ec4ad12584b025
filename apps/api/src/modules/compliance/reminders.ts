import {
  addDays,
  COMPLIANCE_RULES,
  daysBetween,
  lateFeeAccrued,
  REMINDER_STEPS,
  reminderStepFor,
} from '@startwise/flows/compliance';
import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { startScheduledJob } from '../../platform/jobs/scheduled-job.js';
import { enqueueMail } from '../../platform/mail/index.js';
import { brandFor } from '../../platform/system/brand.js';
import { indiaDate } from '../../platform/system/india-time.js';
import { companyById } from './companies.js';
import { allExtensions, refreshObligations, staleCompanies } from './obligation-index.js';
import { reminderMail } from './reminder-mail.js';
import { remindersOneClickUrl, subscriberOf } from './subscribers.js';
import { complianceCompanies, complianceObligations, complianceReminders, complianceSubscribers } from './tables.js';

export interface ReminderJobDeps {
  db: Database;
  config: AppConfig;
  nudgeMail: () => void;
  log: FastifyBaseLogger;
}

/** Fifteen days is the earliest reminder: nothing due later needs reading. */
const EARLIEST_DAYS = 15;
const BATCH = 200;

/** Brings every company's obligation rows up to today (dates move into the horizon as days pass). */
async function refreshStale(db: Database, today: string) {
  const extensions = await allExtensions(db);
  for (;;) {
    const stale = await staleCompanies(db, today, BATCH);
    if (stale.length === 0) return;
    for (const { id } of stale) {
      await db.transaction(async (tx) => refreshObligations(tx, await companyById(tx, id), today, extensions));
    }
  }
}

const dueForReminders = (today: string) => lte(complianceObligations.dueOn, addDays(today, EARLIEST_DAYS));

/**
 * One round of reminders: for each unfiled obligation due within 15 days (or overdue), the step its days left call
 * for, mailed through the outbox at most once per obligation and step (the step's row is the guard, written in the
 * same transaction as the mail). Customers who turned reminders off are skipped. Returns the mails queued.
 */
export async function sendReminders(deps: ReminderJobDeps, now = new Date()): Promise<number> {
  const { db, config } = deps;
  const today = indiaDate(now);
  await refreshStale(db, today);
  const brand = brandFor(config.brand);
  let sent = 0;
  let after: { dueOn: string; companyId: string; ruleId: string; periodKey: string } | undefined;
  for (;;) {
    const rows = await db
      .select({
        obligation: complianceObligations,
        company: complianceCompanies,
        email: sql<string>`users.email`,
        customerName: sql<string>`users.full_name`,
      })
      .from(complianceObligations)
      .innerJoin(complianceCompanies, eq(complianceCompanies.id, complianceObligations.companyId))
      .innerJoin(sql`users`, sql`users.id = ${complianceCompanies.userId}`)
      .leftJoin(complianceSubscribers, eq(complianceSubscribers.userId, complianceCompanies.userId))
      .where(
        and(
          dueForReminders(today),
          or(sql`${complianceSubscribers.remindersEnabled} is null`, eq(complianceSubscribers.remindersEnabled, true)),
          after
            ? sql`(${complianceObligations.dueOn}, ${complianceObligations.companyId}, ${complianceObligations.ruleId}, ${complianceObligations.periodKey})
                > (${after.dueOn}::date, ${after.companyId}::uuid, ${after.ruleId}, ${after.periodKey})`
            : undefined,
        ),
      )
      .orderBy(
        asc(complianceObligations.dueOn),
        asc(complianceObligations.companyId),
        asc(complianceObligations.ruleId),
        asc(complianceObligations.periodKey),
      )
      .limit(BATCH);
    for (const { obligation, company, email, customerName } of rows) {
      const daysLeft = daysBetween(today, obligation.dueOn);
      const step = reminderStepFor(daysLeft);
      if (!step) continue;
      const rule = COMPLIANCE_RULES.find((candidate) => candidate.id === obligation.ruleId);
      const queued = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(complianceReminders)
          .values({ companyId: company.id, ruleId: obligation.ruleId, periodKey: obligation.periodKey, step })
          .onConflictDoNothing()
          .returning();
        if (!claimed) return false;
        // The steps before this one are spent too: a late round never sends a stale "15 days left".
        const earlier = REMINDER_STEPS.slice(0, REMINDER_STEPS.indexOf(step));
        if (earlier.length) {
          await tx
            .insert(complianceReminders)
            .values(earlier.map((spent) => ({ ...claimed, step: spent })))
            .onConflictDoNothing();
        }
        const subscriber = await subscriberOf(tx, company.userId);
        const accrued = rule
          ? lateFeeAccrued(rule.lateFee, -daysLeft, { annualTurnover: company.annualTurnover ?? undefined })
          : undefined;
        await enqueueMail(
          tx,
          reminderMail(brand, config.publicUrl, step, {
            email,
            customerName,
            companyId: company.id,
            companyName: company.name,
            ruleId: obligation.ruleId,
            periodKey: obligation.periodKey,
            form: obligation.form,
            title: obligation.title,
            periodLabel: obligation.periodLabel,
            dueOn: obligation.dueOn,
            daysLeft,
            feeSummary: obligation.feeSummary,
            ...(accrued && { lateFeeSoFar: accrued }),
            unsubscribeUrl: remindersOneClickUrl(config.publicUrl, subscriber.unsubscribeToken),
          }),
        );
        return true;
      });
      if (queued) sent += 1;
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    after = { ...last.obligation };
  }
  if (sent) deps.nudgeMail();
  return sent;
}

/** Every instance asks each hour; one of them runs the round (the scheduled job's claim). */
export function startReminderJob(deps: ReminderJobDeps, intervalMs = 60 * 60 * 1000) {
  return startScheduledJob(
    deps.db,
    { name: 'compliance-reminders', intervalMs, run: () => sendReminders(deps) },
    deps.log,
  );
}

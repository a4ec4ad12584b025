import type { FastifyInstance } from 'fastify';
import { modulePlugin } from '../../platform/http/module-plugin.js';
import { registerComplianceAdmin } from './admin-routes.js';
import { registerReminderOneClick } from './one-click.js';
import { type ReminderJobDeps, sendReminders, startReminderJob } from './reminders.js';
import { type ComplianceDeps, registerComplianceRoutes } from './routes.js';

export { markDeliveredObligationFiled, recordCompanyFromDelivery } from './delivery.js';

/**
 * The compliance calendar: customers' companies and filings, the calendar feed, the reminder job and its
 * one-click unsubscribe, and the back office's due-soon list and extensions. Dates come from the pure engine in
 * `@startwise/flows/compliance`, the same one the storefront renders with.
 */
function registerCompliance(app: FastifyInstance, deps: ComplianceDeps & { nudgeMail: () => void }) {
  registerComplianceRoutes(app, deps);
  registerComplianceAdmin(app, deps);
  registerReminderOneClick(app, deps);
  const jobDeps: ReminderJobDeps = { db: deps.db, config: deps.config, nudgeMail: deps.nudgeMail, log: app.log };
  const compliance = {
    /** One round of reminders now (tests pass a later `now` instead of waiting). */
    remind: (now?: Date) => sendReminders(jobDeps, now),
    /** Starts the hourly reminder job; returns its stop function. */
    startReminders: (intervalMs?: number) => startReminderJob(jobDeps, intervalMs),
  };
  app.decorate('compliance', compliance);
  return compliance;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The compliance reminder job. */
    compliance: ReturnType<typeof registerCompliance>;
  }
}

/** The compliance module as a Fastify plugin (see platform/http/module-plugin.ts). */
export const complianceModule = modulePlugin('compliance', ['accounts', 'staff'], registerCompliance);

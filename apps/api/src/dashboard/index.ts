import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { bindOperation } from '../http/operations.js';
import { dashboardAt } from './dashboard.js';

/** The back office's landing page figures (docs/backoffice.md, Dashboard). Owns no tables. */
export function registerDashboard(app: FastifyInstance, deps: { db: Database; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  bindOperation(app, 'getDashboard', async () => ok({ dashboard: await dashboardAt(deps.db, now()) }));
}

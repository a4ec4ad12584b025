import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { ok } from '../../platform/http/envelope.js';
import { bindOperation } from '../../platform/http/operations.js';
import { dashboardAt } from './dashboard.js';

/** The back office's landing page figures (docs/backoffice.md, Dashboard). Owns no tables. */
export function registerDashboard(app: FastifyInstance, deps: { db: Database; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  bindOperation(app, 'getDashboard', async () => ok({ dashboard: await dashboardAt(deps.db, now()) }));
}

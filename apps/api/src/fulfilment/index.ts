import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { bindOperation } from '../http/operations.js';
import { actorOf } from '../staff/index.js';
import { fulfilmentQueue } from './queue.js';
import { statusChanger } from './status-change.js';
import { submissionForStaff } from './submission-detail.js';

/** The back office's work on submissions (docs/backoffice.md); it owns no table and calls the owners' functions. */
export function registerFulfilment(
  app: FastifyInstance,
  deps: { db: Database; config: AppConfig; nudgeMail: () => void },
) {
  const changeStatus = statusChanger(deps);

  bindOperation(app, 'listAdminSubmissions', async (request) => ok(await fulfilmentQueue(deps.db, request.query)));

  bindOperation(app, 'getAdminSubmission', async (request) => ok(await submissionForStaff(deps.db, request.params.id)));

  bindOperation(app, 'changeSubmissionStatus', async (request) => {
    const { status, reason } = request.body;
    return ok(await changeStatus(request.params.id, { to: status, reason }, actorOf(request)), 'Status updated');
  });
}

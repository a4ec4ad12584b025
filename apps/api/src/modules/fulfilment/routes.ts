import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { ok } from '../../platform/http/envelope.js';
import { bindOperation } from '../../platform/http/operations.js';
import { actorOf } from '../staff/index.js';
import { assignSubmission, assignSubmissions } from './assignments.js';
import { noteWriter } from './notes.js';
import { submissionProgress } from './progress.js';
import { fulfilmentQueue } from './queue.js';
import { statusChanger } from './status-change.js';
import { submissionForStaff } from './submission-detail.js';

/** The back office's work on submissions (docs/backoffice.md): it owns assignments and notes and calls the owners' functions for the rest. */
export function registerFulfilment(
  app: FastifyInstance,
  deps: { db: Database; config: AppConfig; nudgeMail: () => void },
) {
  const changeStatus = statusChanger(deps);
  const addNote = noteWriter(deps);

  bindOperation(app, 'listAdminSubmissions', async (request) => ok(await fulfilmentQueue(deps.db, request.query)));

  bindOperation(app, 'getSubmissionProgress', async (request) =>
    ok(await submissionProgress(deps.db, request.customer.id, request.params.id)),
  );

  bindOperation(app, 'getAdminSubmission', async (request) => ok(await submissionForStaff(deps.db, request.params.id)));

  bindOperation(app, 'assignSubmission', async (request) =>
    ok(await assignSubmission(deps.db, request.params.id, request.body.staffId, actorOf(request)), 'Assigned'),
  );

  bindOperation(app, 'assignSubmissions', async (request) => {
    const { submissionIds, staffId } = request.body;
    const result = await assignSubmissions(deps.db, submissionIds, staffId, actorOf(request));
    return ok(
      result,
      result.assigned.length === 1 ? '1 submission assigned' : `${result.assigned.length} submissions assigned`,
    );
  });

  bindOperation(app, 'addSubmissionNote', async (request, reply) => {
    const actor = { ...actorOf(request), staffId: request.staff.id };
    const note = await addNote(request.params.id, request.body, actor);
    reply.status(201);
    return ok({ note }, note.visibility === 'internal' ? 'Note added' : 'Message sent to the customer');
  });

  bindOperation(app, 'changeSubmissionStatus', async (request) => {
    const { status, reason } = request.body;
    return ok(await changeStatus(request.params.id, { to: status, reason }, actorOf(request)), 'Status updated');
  });
}

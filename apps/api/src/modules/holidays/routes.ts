import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { ok } from '../../platform/http/envelope.js';
import { bindOperation } from '../../platform/http/operations.js';
import { actorOf } from '../staff/index.js';
import { addOfficeHoliday, listedHolidays, removeOfficeHoliday } from './holiday-list.js';

/** The back office's holiday list: read it, add a day, remove an added one (admins only, by the contract). */
export function registerHolidayRoutes(app: FastifyInstance, deps: { db: Database }) {
  bindOperation(app, 'listHolidays', async () => ok({ holidays: await listedHolidays(deps.db, new Date()) }));

  bindOperation(app, 'addHoliday', async (request, reply) => {
    const holiday = await addOfficeHoliday(deps.db, request.body, actorOf(request));
    reply.status(201);
    return ok({ holiday }, 'Holiday added');
  });

  bindOperation(app, 'removeHoliday', async (request) =>
    ok({ holiday: await removeOfficeHoliday(deps.db, request.params.date, actorOf(request)) }, 'Holiday removed'),
  );
}

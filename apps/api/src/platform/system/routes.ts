import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import { type Database, databaseIsReady } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { serviceUnavailable } from '../http/http-error.js';
import { bindOperation } from '../http/operations.js';
import { brandFor } from './brand.js';
import { DRAINING_MESSAGE, type Draining } from './draining.js';

export interface PublicConfigExtras {
  checkoutScriptUrl: string;
  razorpayKeyId: string;
  paymentSandbox: boolean;
}

export function registerSystemRoutes(
  app: FastifyInstance,
  deps: { db: Database; config: AppConfig; payments: PublicConfigExtras; draining: Draining },
) {
  const brand = brandFor(deps.config.brand);

  // Liveness: the process answers. The database state is reported, not failed on: restarting a server because
  // its database is away does not bring the database back.
  bindOperation(app, 'getHealth', async () =>
    ok({ status: 'ok', database: (await databaseIsReady(deps.db)) ? 'ok' : 'unavailable' }),
  );

  // Readiness: send this server traffic. Not while it shuts down or while its database does not answer.
  bindOperation(app, 'getReadiness', async () => {
    if (deps.draining.isDraining()) throw serviceUnavailable(DRAINING_MESSAGE, 1);
    if (!(await databaseIsReady(deps.db))) throw serviceUnavailable('The database is not answering', 5);
    return ok({ status: 'ready', database: 'ok' });
  });

  bindOperation(app, 'getConfig', async () =>
    ok({
      brand,
      checkoutScriptUrl: deps.payments.checkoutScriptUrl,
      razorpayKeyId: deps.payments.razorpayKeyId,
      paymentSandbox: deps.payments.paymentSandbox,
      uploadsBaseUrl: '/media',
    }),
  );
}

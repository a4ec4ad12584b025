import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import { type Database, databaseIsReady } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { HttpError } from '../http/http-error.js';
import { bindOperation } from '../http/operations.js';
import { brandFor } from './brand.js';

export interface PublicConfigExtras {
  checkoutScriptUrl: string;
  razorpayKeyId: string;
  paymentSandbox: boolean;
}

export function registerSystemRoutes(
  app: FastifyInstance,
  deps: { db: Database; config: AppConfig; payments: PublicConfigExtras },
) {
  const brand = brandFor(deps.config.brand);

  bindOperation(app, 'getHealth', async () => {
    if (!(await databaseIsReady(deps.db))) throw new HttpError(503, 'The database is not answering');
    return ok({ status: 'ok', database: 'ok' });
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

import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import { readContract } from './http/contract.js';
import { useErrorEnvelope } from './http/error-handler.js';
import { useContract } from './http/operations.js';
import { useSecurityHeaders } from './http/security-headers.js';
import { useStaticSites } from './http/static-sites.js';
import { registerSystemRoutes } from './system/routes.js';

export interface AppDependencies {
  config: AppConfig;
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** Check every JSON response against openapi.yaml (on in tests and development). */
  validateResponses?: boolean;
}

/** Assembles the server: contract, errors, security, domain modules, then the storefront. */
export async function buildApp({
  config,
  db,
  logger = false,
  validateResponses = config.env !== 'production',
}: AppDependencies) {
  const app = Fastify({ logger, trustProxy: true, bodyLimit: 1024 * 1024 });
  useContract(app, readContract(), { validateResponses });
  useErrorEnvelope(app);
  await useSecurityHeaders(app);
  await app.register(compress, { global: true, threshold: 1024 });

  registerSystemRoutes(app, {
    db,
    config,
    payments: { checkoutScriptUrl: '/razorpay-sandbox/checkout.js', razorpayKeyId: '', paymentSandbox: true },
  });

  await useStaticSites(app, config);
  return app;
}

import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { type AccountsOptions, registerAccounts } from './accounts/index.js';
import { registerAudit } from './audit/index.js';
import { registerCatalogAdmin } from './catalog/admin-routes.js';
import { catalogPageRedirects } from './catalog/moved-slugs.js';
import { registerCatalogRoutes } from './catalog/routes.js';
import { sanitizeDescription } from './catalog/sanitize.js';
import type { AppConfig } from './config.js';
import { registerContact, registerInbox } from './contact/index.js';
import { registerDashboard } from './dashboard/index.js';
import type { Database } from './db/database.js';
import { findDocumentFile, registerDocuments } from './documents/index.js';
import { registerFulfilment } from './fulfilment/index.js';
import { registerHolidays } from './holidays/index.js';
import { useBackofficeSite } from './http/backoffice-site.js';
import { useBrandAssets } from './http/brand-assets.js';
import { readContract } from './http/contract.js';
import { useErrorEnvelope } from './http/error-handler.js';
import { clientErrorEnvelope, frameworkErrorEnvelope, maxParamLengthFor } from './http/framework-errors.js';
import { useContract } from './http/operations.js';
import { useSecurityHeaders } from './http/security-headers.js';
import { useStaticSites } from './http/static-sites.js';
import { registerInvoices } from './invoices/index.js';
import type { MailerOptions } from './mail/mailer.js';
import { useMail } from './mail/use-mail.js';
import { registerNewsletter } from './newsletter/index.js';
import { gatewaySettings, type PaymentsOptions, registerPayments } from './payments/index.js';
import { registerSeoRoutes } from './seo/routes.js';
import { registerStaff } from './staff/index.js';
import { registerSubmissions } from './submissions/index.js';
import { useDraining } from './system/draining.js';
import { registerSystemRoutes } from './system/routes.js';
import { useUploads } from './uploads/index.js';

export interface AppDependencies {
  config: AppConfig;
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** Check every JSON response against openapi.yaml (on in tests and development). */
  validateResponses?: boolean;
  /** Test seams of the accounts module (clock, cheaper scrypt); production passes none. */
  accounts?: AccountsOptions;
  /** Outbox worker timing (tests poll and retry faster). */
  mail?: MailerOptions;
  /** Test seam of the payments module (a provider that stops half way); production passes none. */
  payments?: PaymentsOptions;
}

/** Assembles the server: contract, errors, security, domain modules, then the storefront. */
export async function buildApp({
  config,
  db,
  logger = false,
  validateResponses = config.env !== 'production',
  accounts,
  mail,
  payments,
}: AppDependencies) {
  const contract = readContract();
  // return503OnClosing: while closing, useDraining answers new requests in the contract's envelope instead.
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: false,
    routerOptions: { maxParamLength: maxParamLengthFor(contract) },
    frameworkErrors: frameworkErrorEnvelope,
    clientErrorHandler: clientErrorEnvelope,
  });
  useContract(app, contract, { validateResponses });
  useErrorEnvelope(app);
  const draining = useDraining(app);
  const payment = await gatewaySettings(config);
  await useSecurityHeaders(app, payment.contentSecurity);
  await app.register(compress, { global: true, threshold: 1024 });

  // Accounts first: it decorates app.authenticate, which every signed-in operation needs when it is bound.
  const mailer = useMail(app, { db, config }, mail);
  registerAccounts(app, { db, config, nudgeMail: mailer.nudge }, accounts);
  // Staff next: it decorates app.authenticateStaff, which every back-office operation needs when it is bound.
  registerStaff(app, { db, config, nudgeMail: mailer.nudge }, accounts);
  registerAudit(app, { db });

  registerSystemRoutes(app, {
    db,
    config,
    draining,
    payments: {
      checkoutScriptUrl: payment.checkoutScriptUrl,
      razorpayKeyId: payment.keyId,
      paymentSandbox: payment.sandbox,
    },
  });

  const uploads = useUploads(app, { db, config });
  // The customer downloads their request answers and deliveries from the submission too.
  const moreFiles = (submissionId: string, fileId: string) => findDocumentFile(db, submissionId, fileId);
  registerSubmissions(app, { db, uploads, moreFiles });
  await registerPayments(app, { db, config, settings: payment, nudgeMail: mailer.nudge }, payments);
  registerInvoices(app, { db, config });
  registerNewsletter(app, { db, config, nudgeMail: mailer.nudge });
  registerContact(app, { db, config, nudgeMail: mailer.nudge });
  registerDocuments(app, { db, config, uploads, nudgeMail: mailer.nudge });
  registerInbox(app, { db, config, nudgeMail: mailer.nudge });
  registerFulfilment(app, { db, config, nudgeMail: mailer.nudge });
  registerDashboard(app, { db });
  registerHolidays(app, { db });

  registerCatalogRoutes(app, { db });
  registerCatalogAdmin(app, { db, uploads });
  registerSeoRoutes(app, { db, config });

  await useBrandAssets(app, config.brandAssetsDir);
  await useBackofficeSite(app, config.backofficeDir);
  await useStaticSites(app, config, { sanitizeHtml: sanitizeDescription, redirectPage: catalogPageRedirects(db) });
  return app;
}

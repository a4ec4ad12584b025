import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { type AccountsOptions, registerAccounts } from './modules/accounts/index.js';
import { registerAudit } from './modules/audit/index.js';
import { registerCatalogAdmin } from './modules/catalog/admin-routes.js';
import { catalogPageRedirects } from './modules/catalog/moved-slugs.js';
import { registerCatalogRoutes } from './modules/catalog/routes.js';
import { sanitizeDescription } from './modules/catalog/sanitize.js';
import {
  markDeliveredObligationFiled,
  recordCompanyFromDelivery,
  registerCompliance,
} from './modules/compliance/index.js';
import { registerContact, registerInbox } from './modules/contact/index.js';
import { registerDashboard } from './modules/dashboard/index.js';
import { findDocumentFile, registerDocuments } from './modules/documents/index.js';
import { registerFulfilment } from './modules/fulfilment/index.js';
import { registerInvoices } from './modules/invoices/index.js';
import { registerNewsletter } from './modules/newsletter/index.js';
import { gatewaySettings, type PaymentsOptions, registerPayments } from './modules/payments/index.js';
import { registerSeoRoutes } from './modules/seo/routes.js';
import { registerStaff } from './modules/staff/index.js';
import { registerSubmissions } from './modules/submissions/index.js';
import type { AppConfig } from './platform/config.js';
import type { Database } from './platform/db/database.js';
import { useBackofficeSite } from './platform/http/backoffice-site.js';
import { useBrandAssets } from './platform/http/brand-assets.js';
import { readContract } from './platform/http/contract.js';
import { useErrorEnvelope } from './platform/http/error-handler.js';
import { clientErrorEnvelope, frameworkErrorEnvelope, maxParamLengthFor } from './platform/http/framework-errors.js';
import { useContract } from './platform/http/operations.js';
import { useSecurityHeaders } from './platform/http/security-headers.js';
import { useStaticSites } from './platform/http/static-sites.js';
import type { MailerOptions } from './platform/mail/mailer.js';
import { useMail } from './platform/mail/use-mail.js';
import { useDraining } from './platform/system/draining.js';
import { indiaDate } from './platform/system/india-time.js';
import { registerSystemRoutes } from './platform/system/routes.js';
import { useUploads } from './platform/uploads/index.js';

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
  // A final delivery of a registration fills the customer's compliance profile in; of a filing, marks it filed.
  const onFinalDelivery: Parameters<typeof registerDocuments>[1]['onFinalDelivery'] = async (tx, delivery) => {
    const today = indiaDate(new Date());
    const parts = Object.fromEntries(delivery.textFields);
    await recordCompanyFromDelivery(tx, { ...delivery, parts, today });
    await markDeliveredObligationFiled(tx, { ...delivery, today });
  };
  registerDocuments(app, { db, config, uploads, nudgeMail: mailer.nudge, onFinalDelivery });
  registerInbox(app, { db, config, nudgeMail: mailer.nudge });
  registerFulfilment(app, { db, config, nudgeMail: mailer.nudge });
  registerDashboard(app, { db });
  registerCompliance(app, { db, config, nudgeMail: mailer.nudge });

  registerCatalogRoutes(app, { db });
  registerCatalogAdmin(app, { db, uploads });
  registerSeoRoutes(app, { db, config });

  await useBrandAssets(app, config.brandAssetsDir);
  await useBackofficeSite(app, config.backofficeDir);
  await useStaticSites(app, config, { sanitizeHtml: sanitizeDescription, redirectPage: catalogPageRedirects(db) });
  return app;
}

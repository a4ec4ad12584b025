import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { type AccountsOptions, accountsModule } from './modules/accounts/index.js';
import { auditModule, recordAudit } from './modules/audit/index.js';
import { catalogModule, catalogPageRedirects } from './modules/catalog/index.js';
import { complianceModule } from './modules/compliance/index.js';
import { contactModule } from './modules/contact/index.js';
import { dashboardModule } from './modules/dashboard/index.js';
import { documentsModule, findDocumentFile } from './modules/documents/index.js';
import { fulfilmentModule } from './modules/fulfilment/index.js';
import { holidaysModule } from './modules/holidays/index.js';
import { invoicesModule, paymentDocuments } from './modules/invoices/index.js';
import { newsletterModule } from './modules/newsletter/index.js';
import { latestTransactionsOf, type PaymentsOptions, paymentsModule } from './modules/payments/index.js';
import { gatewaySettings, razorpayModule } from './modules/razorpay/index.js';
import { seoModule } from './modules/seo/index.js';
import { staffModule } from './modules/staff/index.js';
import { submissionsModule } from './modules/submissions/index.js';
import { uploadsModule } from './modules/uploads/index.js';
import type { AppConfig } from './platform/config.js';
import type { Database } from './platform/db/database.js';
import { useDevMailbox } from './platform/dev/mailbox-routes.js';
import { useBackofficeSite } from './platform/http/backoffice-site.js';
import { useBrandAssets } from './platform/http/brand-assets.js';
import { readContract } from './platform/http/contract.js';
import { useErrorEnvelope } from './platform/http/error-handler.js';
import { clientErrorEnvelope, frameworkErrorEnvelope, maxParamLengthFor } from './platform/http/framework-errors.js';
import { useContract } from './platform/http/operations.js';
import { useSecurityHeaders } from './platform/http/security-headers.js';
import { useStaticSites } from './platform/http/static-sites.js';
import { useStorybookSite } from './platform/http/storybook-site.js';
import type { MailerOptions } from './platform/mail/mailer.js';
import { useMail } from './platform/mail/use-mail.js';
import { useDraining } from './platform/system/draining.js';
import { registerSystemRoutes } from './platform/system/routes.js';
import { useUploads } from './platform/uploads/index.js';
import { onFinalDelivery } from './workflows/final-delivery.js';
import { settlementSteps } from './workflows/settlement.js';

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

  const mailer = useMail(app, { db, config }, mail);
  useDevMailbox(app, { db, config, mailer });
  const nudgeMail = mailer.nudge;
  // Each module lists the modules it needs registered first (its plugin's dependencies); fastify-plugin checks them.
  await app.register(accountsModule, { db, config, nudgeMail, options: accounts });
  await app.register(staffModule, { db, config, nudgeMail, recordAudit, options: accounts });
  await app.register(auditModule, { db });

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
  await app.register(uploadsModule, { db, uploads });
  await app.register(submissionsModule, { db, uploads, latestPayments: latestTransactionsOf, moreFiles });
  await app.register(razorpayModule, { db, config, settings: payment });
  await app.register(paymentsModule, {
    db,
    config,
    provider: app.razorpay.provider,
    steps: settlementSteps,
    documents: paymentDocuments(config),
    nudgeMail,
    options: payments,
  });
  await app.register(invoicesModule, { db, config });
  await app.register(newsletterModule, { db, config, nudgeMail });
  await app.register(contactModule, { db, config, nudgeMail });
  await app.register(documentsModule, { db, config, uploads, nudgeMail, onFinalDelivery });
  await app.register(fulfilmentModule, { db, config, nudgeMail });
  await app.register(dashboardModule, { db });
  await app.register(holidaysModule, { db });
  await app.register(complianceModule, { db, config, nudgeMail });
  await app.register(catalogModule, { db, uploads });
  await app.register(seoModule, { db, config });

  await useBrandAssets(app, config.brandAssetsDir);
  await useBackofficeSite(app, config.backofficeDir);
  await useStorybookSite(app, config.storybookDir);
  await useStaticSites(app, config, { redirectPage: catalogPageRedirects(db) });
  return app;
}

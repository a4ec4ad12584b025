import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { modulePlugin } from '../../platform/http/module-plugin.js';
import { supplierOf } from './document-parties.js';
import { createInvoiceService } from './invoice-service.js';
import { saveDocumentSupplier } from './issued-documents.js';
import { registerInvoiceRoutes } from './routes.js';

export { nextDocumentNumber } from './document-numbers.js';
export { supplierOf } from './document-parties.js';
export { issueCreditNote, issueInvoice } from './issued-documents.js';
export { paymentDocuments } from './payment-documents.js';
export { standingGstByTransaction, standingGstOf } from './standing-gst.js';

/**
 * GST tax invoices and credit notes as PDFs, each drawn from what it was issued with. Saves the supplier of this
 * server's settings as the one later documents are issued with.
 */
async function registerInvoices(app: FastifyInstance, deps: { db: Database; config: AppConfig }) {
  await saveDocumentSupplier(deps.db, supplierOf(deps.config));
  registerInvoiceRoutes(app, createInvoiceService(deps));
}

/** The invoices module as a Fastify plugin (see platform/http/module-plugin.ts). */
export const invoicesModule = modulePlugin('invoices', ['accounts', 'staff'], registerInvoices);

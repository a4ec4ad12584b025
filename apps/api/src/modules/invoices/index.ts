import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { createInvoiceService } from './invoice-service.js';
import { registerInvoiceRoutes } from './routes.js';

/** GST tax invoices and credit notes as PDFs. */
export function registerInvoices(app: FastifyInstance, deps: { db: Database; config: AppConfig }) {
  registerInvoiceRoutes(app, createInvoiceService(deps));
}

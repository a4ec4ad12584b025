import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { createInvoiceService } from './invoice-service.js';
import { registerInvoiceRoutes } from './routes.js';

/** GST tax invoices and credit notes as PDFs. */
export function registerInvoices(app: FastifyInstance, deps: { db: Database; config: AppConfig }) {
  registerInvoiceRoutes(app, createInvoiceService(deps));
}

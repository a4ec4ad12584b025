import type { FastifyInstance } from 'fastify';
import { bindOperation } from '../http/operations.js';
import type { createInvoiceService } from './invoice-service.js';

export function registerInvoiceRoutes(app: FastifyInstance, invoices: ReturnType<typeof createInvoiceService>) {
  bindOperation(app, 'downloadInvoice', async (request, reply) => {
    const { id } = request.params;
    const { query } = request;
    const pdf = await invoices.pdf(request.customer.id, id, query);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${query.type}-${id}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}

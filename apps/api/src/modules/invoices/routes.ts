import type { FastifyInstance } from 'fastify';
import { bindOperation } from '../../platform/http/operations.js';
import type { createInvoiceService } from './invoice-service.js';

/** A PDF sent for saving: never cached, never shown inline. */
const pdfHeaders = (fileName: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `attachment; filename="${fileName}"`,
  'cache-control': 'private, no-store',
});

export function registerInvoiceRoutes(app: FastifyInstance, invoices: ReturnType<typeof createInvoiceService>) {
  bindOperation(app, 'downloadInvoice', async (request, reply) => {
    const { id } = request.params;
    const { query } = request;
    const pdf = await invoices.pdf(request.customer.id, id, query);
    return reply.headers(pdfHeaders(`${query.type}-${id}.pdf`)).send(pdf);
  });

  bindOperation(app, 'downloadCreditNote', async (request, reply) => {
    const { pdf, fileName } = await invoices.creditNote(request.customer.id, request.params.id, request.query);
    return reply.headers(pdfHeaders(fileName)).send(pdf);
  });

  bindOperation(app, 'downloadAdminCreditNote', async (request, reply) => {
    const { pdf, fileName } = await invoices.creditNoteForStaff(request.params.id, request.params.refundId);
    return reply.headers(pdfHeaders(fileName)).send(pdf);
  });
}

import type { ApiClient } from './client';
import { downloadBlob } from './download';

export const INVOICE_FALLBACK_MESSAGE = 'Failed to download invoice';

export interface InvoiceOptions {
  /** 'credit-note' for refunded transactions; default 'invoice'. */
  type?: 'invoice' | 'credit-note';
  includeCompanyDetails?: boolean;
  includeServiceDetails?: boolean;
  signal?: AbortSignal;
}

export interface InvoiceFile {
  blob: Blob;
  /** Always `invoice-{transactionId}.pdf` (spec section 7). */
  fileName: string;
}

/** Fetches a transaction's PDF invoice; failures reject with the catalogue's ApiError. */
export async function downloadInvoice(
  client: ApiClient,
  transactionId: string,
  options: InvoiceOptions = {},
): Promise<InvoiceFile> {
  const { signal, ...query } = options;
  const blob = await downloadBlob(
    () =>
      client.raw.GET('/payment/invoice/{id}', {
        params: { path: { id: transactionId }, query },
        parseAs: 'blob',
        signal,
      }),
    INVOICE_FALLBACK_MESSAGE,
  );
  return { blob, fileName: `invoice-${transactionId}.pdf` };
}

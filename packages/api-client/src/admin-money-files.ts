import type { ApiClient } from './client';
import { type CreditNoteFile, creditNoteFileName } from './credit-note';
import { downloadBlob } from './download';
import { apiErrorFromResponse, withApiErrors } from './errors';
import type { operations } from './schema';

export const ADMIN_CREDIT_NOTE_FALLBACK_MESSAGE = 'Failed to download credit note';
export const TRANSACTIONS_EXPORT_FALLBACK_MESSAGE = 'Failed to export the transactions';

/** A refund's credit note for the back office (GET /admin/transactions/{id}/refunds/{refundId}/credit-note). */
export async function downloadAdminCreditNote(
  client: ApiClient,
  transactionId: string,
  refund: { id: string; creditNote: { number: string } },
  { signal }: { signal?: AbortSignal } = {},
): Promise<CreditNoteFile> {
  const blob = await downloadBlob(
    () =>
      client.raw.GET('/admin/transactions/{id}/refunds/{refundId}/credit-note', {
        params: { path: { id: transactionId, refundId: refund.id } },
        parseAs: 'blob',
        signal,
      }),
    ADMIN_CREDIT_NOTE_FALLBACK_MESSAGE,
  );
  return { blob, fileName: creditNoteFileName(refund.creditNote.number) };
}

export type TransactionFilters = NonNullable<operations['exportAdminTransactions']['parameters']['query']>;

export interface ExportFile {
  blob: Blob;
  /** The server's name (`transactions-2026-11-25.csv`, India's date), else `transactions.csv`. */
  fileName: string;
}

const FILE_NAME = /filename="([^"]+)"/;

/** Every transaction the filters match as CSV (GET /admin/transactions/export), with the staff token. */
export async function exportAdminTransactions(
  client: ApiClient,
  query: TransactionFilters,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ExportFile> {
  const result = await withApiErrors(() =>
    client.raw.GET('/admin/transactions/export', { params: { query }, parseAs: 'blob', signal }),
  );
  if (!result.response.ok || result.data === undefined) {
    throw apiErrorFromResponse(result.response.status, result.error, TRANSACTIONS_EXPORT_FALLBACK_MESSAGE);
  }
  const named = FILE_NAME.exec(result.response.headers.get('content-disposition') ?? '');
  return { blob: result.data, fileName: named?.[1] ?? 'transactions.csv' };
}

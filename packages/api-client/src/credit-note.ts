import type { ApiClient } from './client';
import { downloadBlob } from './download';

export const CREDIT_NOTE_FALLBACK_MESSAGE = 'Failed to download credit note';

export interface CreditNoteFile {
  blob: Blob;
  /** `credit-note-CN-2026-27-00007.pdf`: the credit note's number, slashes as dashes. */
  fileName: string;
}

/**
 * Fetches the GST credit note of one of the customer's refunds (`creditNote` from a transaction's `creditNotes`);
 * failures reject with the catalogue's ApiError.
 */
export async function downloadCreditNote(
  client: ApiClient,
  creditNote: { id: string; number: string },
  options: { signal?: AbortSignal } = {},
): Promise<CreditNoteFile> {
  const blob = await downloadBlob(
    () =>
      client.raw.GET('/payment/credit-note/{id}', {
        params: { path: { id: creditNote.id } },
        parseAs: 'blob',
        signal: options.signal,
      }),
    CREDIT_NOTE_FALLBACK_MESSAGE,
  );
  return { blob, fileName: creditNoteFileName(creditNote.number) };
}

/** `credit-note-CN-2026-27-00007.pdf` for CN/2026-27/00007. */
export const creditNoteFileName = (number: string) => `credit-note-${number.replaceAll('/', '-')}.pdf`;

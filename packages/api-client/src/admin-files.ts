import type { ApiClient, CallResult } from './client';
import { submissionFileDownload } from './submission-file';

/**
 * Fetches any file of a submission for the back office (the application's, an answered document request's or a
 * delivery's), with the staff token: GET /admin/submissions/{id}/files/{fileId}.
 */
export const downloadAdminSubmissionFile = submissionFileDownload('/admin/submissions/{id}/files/{fileId}');

/** No spec string: worded like the spec's other upload failures. */
export const DELIVERY_FALLBACK_MESSAGE = 'Failed to deliver documents';

export interface Delivery {
  /** What is delivered, as the customer reads it (e.g. 'Certificate of Incorporation'). */
  title: string;
  /** The final documents: the submission is completed with them. */
  final: boolean;
  files: readonly Blob[];
  /**
   * A registration's final delivery: what its certificate says (CIN, LLPIN, GSTIN or trademark number, the date,
   * and for a company its name and directors), for the customer's compliance calendar.
   */
  certificate?: {
    companyName?: string;
    companyIdentifier: string;
    registeredOn: string;
    directors?: readonly { name: string; din: string }[];
  };
}

/**
 * Delivers documents to the customer as the contract's multipart body (`title`, `final` as 'true'/'false', one
 * `files` part per file). Rejects with the catalogue's ApiError (422 carries `fieldErrors`, 409 a final delivery of
 * a submission that is not processing).
 */
export function deliverSubmissionDocuments(
  client: ApiClient,
  submissionId: string,
  { title, final, files, certificate }: Delivery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CallResult<'post', '/admin/submissions/{id}/deliveries'>> {
  const form = new FormData();
  form.append('title', title);
  form.append('final', String(final));
  for (const file of files) form.append('files', file, file instanceof File ? file.name : 'document');
  if (certificate) {
    if (certificate.companyName) form.append('companyName', certificate.companyName);
    form.append('companyIdentifier', certificate.companyIdentifier);
    form.append('registeredOn', certificate.registeredOn);
    if (certificate.directors?.length) form.append('directors', JSON.stringify(certificate.directors));
  }
  return client.post('/admin/submissions/{id}/deliveries', {
    params: { path: { id: submissionId } },
    // A multipart body has no TypeScript value in the generated types; fetch sets the boundary (see submission.ts).
    body: form as never,
    fallbackMessage: DELIVERY_FALLBACK_MESSAGE,
    signal,
  });
}

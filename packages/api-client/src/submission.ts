import type { ApiClient, CallResult } from './client';

export const SUBMIT_FALLBACK_MESSAGE = 'Failed to submit form';

export interface Application {
  /** The non-file answers by field name (numbers as numbers, multi-select dropdowns as string arrays). */
  values: Record<string, unknown>;
  /** The chosen files by field name; a field with `validations.multiple` may hold several. */
  files?: Record<string, readonly Blob[]>;
  /** Files already uploaded one by one (`stageUpload`): their upload ids by field name. */
  stagedUploads?: Record<string, readonly string[]>;
}

/**
 * Sends an application form as the contract's multipart body: a `formData` part with the JSON text of the values,
 * plus one part per file named by its field. Rejects with the catalogue's ApiError (422 carries `fieldErrors` by
 * field name; fallback 'Failed to submit form').
 */
export function submitApplication(
  client: ApiClient,
  slug: string,
  { values, files = {}, stagedUploads = {} }: Application,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CallResult<'post', '/public/services/{slug}/submit'>> {
  const form = new FormData();
  form.append('formData', JSON.stringify(values));
  if (Object.values(stagedUploads).some((ids) => ids.length > 0)) {
    form.append('stagedUploads', JSON.stringify(stagedUploads));
  }
  for (const [field, chosen] of Object.entries(files)) {
    for (const file of chosen) form.append(field, file, file instanceof File ? file.name : field);
  }
  return client.post('/public/services/{slug}/submit', {
    params: { path: { slug } },
    // The generated type of a multipart body (a JSON string part beside file parts) has no TypeScript value;
    // openapi-fetch sends FormData as is and lets fetch set the multipart boundary.
    body: form as never,
    fallbackMessage: SUBMIT_FALLBACK_MESSAGE,
    signal,
  });
}

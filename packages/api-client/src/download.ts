import { apiErrorFromResponse, withApiErrors } from './errors';

interface BlobCall {
  response: Response;
  data?: Blob;
  error?: unknown;
}

/** Runs a raw `parseAs: 'blob'` call; failures reject with the catalogue's ApiError (`fallbackMessage` if none). */
export async function downloadBlob(send: () => Promise<BlobCall>, fallbackMessage: string): Promise<Blob> {
  const result = await withApiErrors(send);
  if (!result.response.ok || result.data === undefined) {
    throw apiErrorFromResponse(result.response.status, result.error, fallbackMessage);
  }
  return result.data;
}

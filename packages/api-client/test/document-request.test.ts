import { describe, expect, it } from 'vitest';
import { answerDocumentRequest, createApiClient } from '../src';
import { fileTestServer } from './support/file-test-server';
import { fail, ok } from './support/test-server';

const server = fileTestServer();

const submissionId = '7d1c3c0e-8a3e-4f8e-b1b4-0b6f5f4f2a11';
const requestId = '2a11f8e0-4f8e-4b1b-8b6f-5f4f7d1c3c0e';
const answerPath = `/public/services/submissions/${submissionId}/document-requests/${requestId}`;

const answered = {
  request: {
    id: requestId,
    label: 'Address proof',
    description: null,
    fileTypes: ['pdf' as const],
    maxSize: 5_242_880,
    status: 'answered' as const,
    requestedAt: '2026-11-20T10:00:00.000Z',
    answeredAt: '2026-11-21T09:00:00.000Z',
    files: [],
  },
};

const files = () => [
  new File(['%PDF-1.4 page 1'], 'lease.pdf', { type: 'application/pdf' }),
  new File(['%PDF-1.4 page 2'], 'utility-bill.pdf', { type: 'application/pdf' }),
];

describe('answerDocumentRequest', () => {
  it('sends every file as a `files` part with the bearer token and answers the answered request', async () => {
    server.route('POST', answerPath, ok(answered, 'Documents received'));
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'access-1' });

    const result = await answerDocumentRequest(api, submissionId, requestId, files());

    expect(result).toEqual(answered);
    const [request] = server.received('POST', answerPath);
    expect(request?.headers.authorization).toBe('Bearer access-1');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Response(new Uint8Array(request?.body ?? []), {
      headers: { 'Content-Type': String(request?.headers['content-type']) },
    }).formData();
    const parts = form.getAll('files') as File[];
    expect(parts.map((part) => part.name)).toEqual(['lease.pdf', 'utility-bill.pdf']);
    expect(await parts[1]?.text()).toBe('%PDF-1.4 page 2');
  });

  it('422: the files message as a field error, no toast', async () => {
    server.route(
      'POST',
      answerPath,
      fail(422, 'Validation failed', [{ field: 'files', message: 'Only pdf files are allowed' }]),
    );
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'access-1' });

    await expect(answerDocumentRequest(api, submissionId, requestId, files())).rejects.toMatchObject({
      status: 422,
      fieldErrors: { files: 'Only pdf files are allowed' },
      toastMessage: undefined,
    });
  });

  it("carries the server message, else 'Failed to upload documents'", async () => {
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'access-1' });
    server.route('POST', answerPath, fail(409, 'This request is already answered'));
    await expect(answerDocumentRequest(api, submissionId, requestId, files())).rejects.toMatchObject({
      status: 409,
      message: 'This request is already answered',
    });
    server.route('POST', answerPath, { status: 409, raw: '' });
    await expect(answerDocumentRequest(api, submissionId, requestId, files())).rejects.toMatchObject({
      status: 409,
      message: 'Failed to upload documents',
    });
  });
});

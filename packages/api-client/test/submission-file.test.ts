import { describe, expect, it } from 'vitest';
import { createApiClient, downloadSubmissionFile } from '../src';
import { fileTestServer } from './support/file-test-server';
import { fail } from './support/test-server';

const server = fileTestServer();

const submissionId = '7d1c3c0e-8a3e-4f8e-b1b4-0b6f5f4f2a11';
const fileId = '0b6f5f4f-2a11-4f8e-b1b4-7d1c3c0e8a3e';
const filePath = `/public/services/submissions/${submissionId}/files/${fileId}`;
const bytes = Buffer.from('%PDF-1.4\n%%EOF\n');

describe('downloadSubmissionFile', () => {
  it("returns the document's bytes, asked for with the bearer token", async () => {
    server.route('GET', filePath, {
      raw: bytes,
      headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': 'attachment; filename="pan.pdf"' },
    });
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'access-1' });

    const blob = await downloadSubmissionFile(api, submissionId, fileId);

    expect(Buffer.from(await blob.arrayBuffer())).toEqual(bytes);
    expect(server.received('GET', filePath)[0]?.headers.authorization).toBe('Bearer access-1');
  });

  it("carries the server message, else 'Failed to download file'", async () => {
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'access-1' });
    server.route('GET', filePath, fail(404, 'File not found'));
    await expect(downloadSubmissionFile(api, submissionId, fileId)).rejects.toMatchObject({
      status: 404,
      message: 'File not found',
    });
    server.route('GET', filePath, { status: 404, raw: '' });
    await expect(downloadSubmissionFile(api, submissionId, fileId)).rejects.toMatchObject({
      status: 404,
      message: 'Failed to download file',
      toastMessage: 'Failed to download file',
    });
  });
});

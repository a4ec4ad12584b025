import { describe, expect, it } from 'vitest';
import { createApiClient, deliverSubmissionDocuments, downloadAdminSubmissionFile, STAFF_SESSION } from '../src';
import { fileTestServer } from './support/file-test-server';
import { fail, ok } from './support/test-server';

const server = fileTestServer();

const submissionId = '7d1c3c0e-8a3e-4f8e-b1b4-0b6f5f4f2a11';
const fileId = '0b6f5f4f-2a11-4f8e-b1b4-7d1c3c0e8a3e';
const filePath = `/admin/submissions/${submissionId}/files/${fileId}`;
const bytes = Buffer.from('%PDF-1.4\n%%EOF\n');

const staffApi = () =>
  createApiClient({ baseUrl: server.baseUrl, session: STAFF_SESSION, getToken: () => 'staff-access' });

describe('downloadAdminSubmissionFile', () => {
  it("returns the file's bytes, asked for with the staff token", async () => {
    server.route('GET', filePath, {
      raw: bytes,
      headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': 'attachment; filename="pan.pdf"' },
    });

    const blob = await downloadAdminSubmissionFile(staffApi(), submissionId, fileId);

    expect(Buffer.from(await blob.arrayBuffer())).toEqual(bytes);
    expect(server.received('GET', filePath)[0]?.headers.authorization).toBe('Bearer staff-access');
  });

  it("carries the server message, else 'Failed to download file'", async () => {
    server.route('GET', filePath, fail(404, 'Submission not found'));
    await expect(downloadAdminSubmissionFile(staffApi(), submissionId, fileId)).rejects.toMatchObject({
      status: 404,
      message: 'Submission not found',
    });
    server.route('GET', filePath, { status: 500, raw: '' });
    await expect(downloadAdminSubmissionFile(staffApi(), submissionId, fileId)).rejects.toMatchObject({
      status: 500,
    });
  });
});

describe('deliverSubmissionDocuments', () => {
  const path = `/admin/submissions/${submissionId}/deliveries`;

  it('sends title, final and each file as multipart parts', async () => {
    const delivery = {
      id: '3f7a1c2e-9b4d-4e8f-a1b2-c3d4e5f6a7b8',
      title: 'Certificate of Incorporation',
      final: true,
      deliveredAt: '2026-11-25T10:00:00.000Z',
      files: [],
    };
    server.route('POST', path, { ...ok({ delivery, status: 'completed' }), status: 201 });
    const files = [
      new File([bytes], 'certificate.pdf', { type: 'application/pdf' }),
      new File([bytes], 'moa.pdf', { type: 'application/pdf' }),
    ];

    const result = await deliverSubmissionDocuments(staffApi(), submissionId, {
      title: 'Certificate of Incorporation',
      final: true,
      files,
    });

    expect(result.status).toBe('completed');
    const [request] = server.received('POST', path);
    expect(request?.headers.authorization).toBe('Bearer staff-access');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = request?.body.toString() ?? '';
    expect(body).toMatch(/name="title"\r\n\r\nCertificate of Incorporation\r\n/);
    expect(body).toMatch(/name="final"\r\n\r\ntrue\r\n/);
    expect(body.match(/name="files"; filename="[^"]+"/g)).toEqual([
      'name="files"; filename="certificate.pdf"',
      'name="files"; filename="moa.pdf"',
    ]);
  });

  it("rejects with the server's field errors (422) or its 409 message", async () => {
    server.route('POST', path, fail(422, 'Validation failed', [{ field: 'files', message: 'Unsupported file type' }]));
    await expect(
      deliverSubmissionDocuments(staffApi(), submissionId, { title: 'x', final: false, files: [new Blob(['a'])] }),
    ).rejects.toMatchObject({ status: 422, fieldErrors: { files: 'Unsupported file type' } });
    server.route('POST', path, fail(409, 'A pending submission cannot move to completed'));
    await expect(
      deliverSubmissionDocuments(staffApi(), submissionId, { title: 'x', final: true, files: [new Blob(['a'])] }),
    ).rejects.toMatchObject({ status: 409, message: 'A pending submission cannot move to completed' });
  });
});

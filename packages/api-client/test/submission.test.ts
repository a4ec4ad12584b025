import { describe, expect, it } from 'vitest';
import { createApiClient, submitApplication } from '../src';
import { fileTestServer } from './support/file-test-server';
import { fail, ok, type RecordedRequest } from './support/test-server';

const server = fileTestServer();

const submitPath = '/public/services/gst-registration/submit';
const submissionId = '7d1c3c0e-8a3e-4f8e-b1b4-0b6f5f4f2a11';

/** Reads multipart bodies the way a server would. */
function formsOf(requests: RecordedRequest[]): Promise<FormData[]> {
  return Promise.all(
    requests.map((request) =>
      new Response(new Uint8Array(request.body), {
        headers: { 'Content-Type': String(request.headers['content-type']) },
      }).formData(),
    ),
  );
}

const application = () => ({
  values: { companyName: 'Acme Traders', turnover: 2500000, services: ['GST', 'TDS'] },
  files: {
    panCard: [new File(['pan-bytes'], 'pan.pdf', { type: 'application/pdf' })],
    photos: [new File(['a'], 'front.jpg', { type: 'image/jpeg' }), new File(['b'], 'back.jpg', { type: 'image/jpeg' })],
  },
});

describe('submitApplication', () => {
  it('sends the values as a formData JSON part and each file under its field name', async () => {
    server.route('POST', submitPath, { status: 201, ...ok({ submissionId }, 'Form submitted successfully!') });
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'access-1' });

    const result = await submitApplication(api, 'gst-registration', application());

    expect(result).toEqual({ submissionId });
    const requests = server.received('POST', submitPath);
    expect(requests.map((request) => request.headers.authorization)).toEqual(['Bearer access-1']);
    expect(requests[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const [form] = (await formsOf(requests)) as [FormData];
    expect(JSON.parse(String(form.get('formData')))).toEqual(application().values);
    expect((form.get('panCard') as File).name).toBe('pan.pdf');
    expect(await (form.get('panCard') as File).text()).toBe('pan-bytes');
    expect(form.getAll('photos').map((file) => (file as File).name)).toEqual(['front.jpg', 'back.jpg']);
  });

  it('422: field errors by field name for the form, no toast', async () => {
    server.route(
      'POST',
      submitPath,
      fail(422, 'Validation failed', [{ field: 'panCard', message: 'Only pdf files are allowed' }]),
    );
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'access-1' });

    await expect(submitApplication(api, 'gst-registration', application())).rejects.toMatchObject({
      status: 422,
      fieldErrors: { panCard: 'Only pdf files are allowed' },
      toastMessage: undefined,
    });
  });

  it("falls back to 'Failed to submit form' when the server gives no message", async () => {
    server.route('POST', submitPath, { status: 409, raw: '' });
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'access-1' });

    await expect(submitApplication(api, 'gst-registration', application())).rejects.toMatchObject({
      status: 409,
      message: 'Failed to submit form',
    });
  });

  it('after a session refresh the retry carries the same values and files', async () => {
    server.route('POST', submitPath, (request) =>
      request.headers.authorization === 'Bearer new'
        ? { status: 201, ...ok({ submissionId }) }
        : fail(401, 'Session expired'),
    );
    server.route('POST', '/users/refresh-token', ok({ token: 'new', refreshToken: 'refresh-2' }));
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'old', getRefreshToken: () => 'refresh-1' });

    await expect(submitApplication(api, 'gst-registration', application())).resolves.toEqual({ submissionId });

    const requests = server.received('POST', submitPath);
    expect(requests).toHaveLength(2);
    const [first, retry] = (await formsOf(requests)) as [FormData, FormData];
    expect(retry.get('formData')).toBe(first.get('formData'));
    expect(await (retry.get('panCard') as File).text()).toBe('pan-bytes');
    expect(retry.getAll('photos')).toHaveLength(2);
  });
});

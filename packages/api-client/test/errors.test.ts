import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '../src';
import { fileTestServer } from './support/file-test-server';
import { closedPortBaseUrl, fail, ok, type TestServer } from './support/test-server';

const server = fileTestServer();

/** Calls GET /users/me against a server answering with `reply`; resolves to the ApiError it rejected with. */
async function failureOf(reply: Parameters<TestServer['route']>[2], fallbackMessage?: string): Promise<ApiError> {
  server.route('GET', '/users/me', reply);
  const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => null });
  const error = await api.get('/users/me', { fallbackMessage }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('error catalogue (spec section 8)', () => {
  // [status, what the test is about, what the server said, what the customer is shown]
  it.each([
    [
      403,
      'the permission message, whatever the server said',
      'Forbidden by policy',
      'You do not have permission to perform this action.',
    ],
    [
      500,
      'the server-error message, not the server text',
      'relation "users" does not exist',
      'A server error occurred. Please try again later.',
    ],
  ])('%i: %s', async (status, _about, said, shown) => {
    const error = await failureOf(fail(status, said));

    expect(error).toMatchObject({ status, message: shown, toastMessage: shown });
  });

  it('403: also reported to onForbidden so the app can toast it in one place', async () => {
    server.route('GET', '/users/me', fail(403, 'Nope'));
    const forbidden: string[] = [];
    const api = createApiClient({
      baseUrl: server.baseUrl,
      getToken: () => 'token',
      onForbidden: (message) => forbidden.push(message),
    });

    await expect(api.get('/users/me')).rejects.toMatchObject({ status: 403 });
    expect(forbidden).toEqual(['You do not have permission to perform this action.']);
  });

  it('503 (and any 5xx, even without a JSON body): the server-error message', async () => {
    const error = await failureOf({
      status: 503,
      raw: '<html>Bad gateway</html>',
      headers: { 'Content-Type': 'text/html' },
    });

    expect(error).toMatchObject({ status: 503, message: 'A server error occurred. Please try again later.' });
  });

  it('422: the server message and each field error, and no toast', async () => {
    const error = await failureOf(
      fail(422, 'Validation failed', [
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'phone', message: 'Phone number must be 10-15 characters' },
        { field: 'email', message: 'Email is required' },
        { message: 'Check the form' },
      ]),
    );

    expect(error.status).toBe(422);
    expect(error.message).toBe('Validation failed');
    expect(error.fieldErrors).toEqual({
      email: 'Please enter a valid email address',
      phone: 'Phone number must be 10-15 characters',
    });
    expect(error.toastMessage).toBeUndefined();
  });

  it('no response: the network-error message with status 0', async () => {
    const api = createApiClient({ baseUrl: await closedPortBaseUrl(), getToken: () => null });

    const error = await api.get('/public/services/active').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      message: 'Network error. Please check your connection and try again.',
      toastMessage: 'Network error. Please check your connection and try again.',
      fieldErrors: {},
    });
  });

  it('a success whose body is not JSON: the unexpected-error message', async () => {
    server.route('GET', '/public/services/active', {
      raw: '<html>captive portal</html>',
      headers: { 'Content-Type': 'application/json' },
    });
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => null });

    await expect(api.get('/public/services/active')).rejects.toMatchObject({
      name: 'ApiError',
      message: 'An unexpected error occurred.',
      toastMessage: 'An unexpected error occurred.',
    });
  });

  it('a cancelled request stays an AbortError, not a network error', async () => {
    server.route('GET', '/public/services/active', { ...ok({ services: [] }), delayMs: 200 });
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => null });
    const controller = new AbortController();

    const pending = api.get('/public/services/active', { signal: controller.signal });
    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('404: carries the server message', async () => {
    const error = await failureOf(fail(404, 'Submission not found'));

    expect(error).toMatchObject({ status: 404, message: 'Submission not found', toastMessage: 'Submission not found' });
  });

  it('400 without a message: the unexpected-error message', async () => {
    const error = await failureOf(fail(400));

    expect(error).toMatchObject({
      status: 400,
      message: 'An unexpected error occurred.',
      toastMessage: 'An unexpected error occurred.',
    });
  });

  it('the per-call fallback is used when the server gives no message', async () => {
    const error = await failureOf({ status: 401, raw: '' }, 'Failed to fetch user profile');

    expect(error).toMatchObject({ status: 401, message: 'Failed to fetch user profile' });
  });

  it('the server message wins over the per-call fallback', async () => {
    server.route('POST', '/users/login', fail(401, 'Invalid email or password'));
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => null });

    const login = api.post('/users/login', {
      body: { email: 'asha@example.com', password: 'wrong-one' },
      fallbackMessage: 'Login failed',
    });

    await expect(login).rejects.toMatchObject({ status: 401, message: 'Invalid email or password' });
  });

  it('429: keeps the wait the server asked for', async () => {
    const error = await failureOf({
      status: 429,
      json: { success: false, message: 'Please wait 24 seconds before requesting a new code', retryAfter: 24 },
    });

    expect(error).toMatchObject({
      status: 429,
      message: 'Please wait 24 seconds before requesting a new code',
      retryAfter: 24,
    });
  });
});

import { describe, expect, expectTypeOf, it } from 'vitest';
import { createApiClient, type Schemas } from '../src';
import { fileTestServer } from './support/file-test-server';
import { ok } from './support/test-server';

const server = fileTestServer();

const gstSummary = {
  _id: '0b9f3a36-4cf0-4f8e-9f55-3f4bbf1f5b1a',
  title: 'GST Registration',
  slug: 'gst-registration',
  thumbnail: 'catalog/gst-registration.svg',
  price: 1499,
  mrp: 2999,
};

describe('bearer token', () => {
  it('sends Authorization: Bearer <token> while the getter returns a token', async () => {
    server.route('GET', '/users/me', ok({ user: { fullName: 'Asha Rao' } }));
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'access-1' });

    await api.get('/users/me');

    expect(server.received('GET', '/users/me')[0]?.headers.authorization).toBe('Bearer access-1');
  });

  it('sends no Authorization header when there is no token', async () => {
    server.route('GET', '/public/services/active', ok({ services: [] }));
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => null });

    await api.get('/public/services/active');

    expect(server.received('GET', '/public/services/active')[0]?.headers).not.toHaveProperty('authorization');
  });

  it('reads the token on every request, so a new login is used at once', async () => {
    server.route('GET', '/users/me', ok({ user: {} }));
    let token: string | undefined;
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => token });

    await api.get('/users/me');
    token = 'after-login';
    await api.get('/users/me');

    const sent = server.received('GET', '/users/me').map((request) => request.headers.authorization);
    expect(sent).toEqual([undefined, 'Bearer after-login']);
  });

  it('keeps clients independent: no token leaks from one client to another', async () => {
    server.route('GET', '/users/me', ok({ user: {} }));
    const signedIn = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'mine' });
    const guest = createApiClient({ baseUrl: server.baseUrl, getToken: () => undefined });

    await signedIn.get('/users/me');
    await guest.get('/users/me');

    const sent = server.received('GET', '/users/me').map((request) => request.headers.authorization);
    expect(sent).toEqual(['Bearer mine', undefined]);
  });
});

describe('envelope', () => {
  it('resolves to the inner data of { success, data }, typed from the contract', async () => {
    server.route('GET', '/public/services/active', ok({ services: [gstSummary] }));
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => null });

    const { services } = await api.get('/public/services/active');

    expectTypeOf(services).toEqualTypeOf<Schemas['ServiceSummary'][]>();
    expect(services).toEqual([gstSummary]);
  });

  it('fills path and query parameters and sends JSON bodies', async () => {
    server.route('GET', '/public/services/category/tax', ok({ services: [] }));
    server.route('POST', '/users/login', ok({ token: 't', refreshToken: 'r', user: { fullName: 'Asha Rao' } }));
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => null });

    await api.get('/public/services/category/{slug}', {
      params: { path: { slug: 'tax' }, query: { page: 2, limit: 12 } },
    });
    const session = await api.post('/users/login', { body: { email: 'asha@example.com', password: 'secret1' } });

    const [categoryRequest] = server.received('GET', '/public/services/category/tax');
    expect(Object.fromEntries(categoryRequest?.query ?? [])).toEqual({ page: '2', limit: '12' });
    const [loginRequest] = server.received('POST', '/users/login');
    expect(loginRequest?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(loginRequest?.body.toString() ?? '')).toEqual({ email: 'asha@example.com', password: 'secret1' });
    expectTypeOf(session.token).toEqualTypeOf<string | undefined>();
    expect(session.token).toBe('t');
  });

  it('gives the success message alongside the data when asked', async () => {
    server.route(
      'POST',
      '/newsletter/subscribe',
      ok({ subscribed: true }, 'Successfully subscribed to the newsletter!'),
    );
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => null });

    const { data, message } = await api.callWithMessage('post', '/newsletter/subscribe', {
      body: { email: 'asha@example.com' },
    });

    expect(data.subscribed).toBe(true);
    expect(message).toBe('Successfully subscribed to the newsletter!');
  });

  it('calls by method name with `call`, like the shorthands', async () => {
    server.route('GET', '/public/services/gst-registration', ok({ service: gstSummary }));
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => null });

    const { service } = await api.call('get', '/public/services/{slug}', {
      params: { path: { slug: 'gst-registration' } },
    });

    expectTypeOf(service).toEqualTypeOf<Schemas['Service']>();
    expect(service.title).toBe('GST Registration');
  });

  it('refuses, at compile time, calls outside the contract (forced through, they get the server 404)', async () => {
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => null });

    // @ts-expect-error the slug is required
    await expect(api.get('/public/services/{slug}')).rejects.toMatchObject({ status: 404 });
    // @ts-expect-error not a path of the contract
    await expect(api.get('/public/services/everything')).rejects.toMatchObject({ status: 404 });
    // @ts-expect-error login is a POST
    await expect(api.get('/users/login')).rejects.toMatchObject({ status: 404 });
  });
});

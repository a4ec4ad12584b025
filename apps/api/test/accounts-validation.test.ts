import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, newCustomer, setUpAccountsServer, signUp } from './support/accounts-client.js';
import { drivers } from './support/test-server.js';

/**
 * Spec section 5 messages, answered by the server as 422 with errors[{ field, message }]; the rules openapi.yaml
 * states itself (password length, non-blank names, phone characters) are refused earlier, 400 on the same fields.
 */
describe.each(drivers)('account form validation on %s', (driver) => {
  const accounts = setUpAccountsServer(driver);
  let token: string;
  let password: string;

  beforeAll(async () => {
    const signedUp = await signUp(apiClient(accounts.server), accounts.sink);
    token = signedUp.token;
    password = signedUp.customer.password;
  });

  async function errorsOf(method: 'post' | 'put', path: string, body: unknown, withToken = false) {
    const client = apiClient(accounts.server);
    const answer = await client[method](path, body, withToken ? token : undefined);
    expect(answer.status).toBe(422);
    expect(answer.body.success).toBe(false);
    return Object.fromEntries(
      (answer.body.errors as { field: string; message: string }[]).map((error) => [error.field, error.message]),
    );
  }

  /** The fields a request breaking the contract's own rules is refused on (400). */
  async function refusedFields(method: 'post' | 'put', path: string, body: unknown, withToken = false) {
    const answer = await apiClient(accounts.server)[method](path, body, withToken ? token : undefined);
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    return (answer.body.errors as { field: string }[]).map((error) => error.field).sort();
  }

  it('login', async () => {
    expect(await errorsOf('post', '/users/login', { email: '', password: 'secret1' })).toEqual({
      email: 'Email is required',
    });
    expect(await errorsOf('post', '/users/login', { email: 'asha@example', password: 'secret1' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(await refusedFields('post', '/users/login', { email: '', password: '' })).toEqual(['password']);
    expect(await refusedFields('post', '/users/login', { email: 'a@b.in', password: '12345' })).toEqual(['password']);
  });

  it('register', async () => {
    expect(await errorsOf('post', '/users/register', { ...newCustomer(), email: '' })).toEqual({
      email: 'Email is required',
    });
    expect(await errorsOf('post', '/users/register', { ...newCustomer(), email: 'not an email' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(await refusedFields('post', '/users/register', { fullName: '  ', email: '', password: '' })).toEqual([
      'fullName',
      'password',
    ]);
    const invalid = { ...newCustomer(), phone: '12345', password: 'short' };
    expect(await refusedFields('post', '/users/register', invalid)).toEqual(['password', 'phone']);
    expect(await refusedFields('post', '/users/register', { ...newCustomer(), phone: '98765x43210' })).toEqual([
      'phone',
    ]);
    const noPhone = await apiClient(accounts.server).post('/users/register', { ...newCustomer(), phone: null });
    expect(noPhone.status).toBe(201);
  });

  it('change password', async () => {
    expect(
      await refusedFields('post', '/users/change-password', { currentPassword: '', newPassword: '' }, true),
    ).toEqual(['currentPassword', 'newPassword']);
    expect(
      await refusedFields('post', '/users/change-password', { currentPassword: password, newPassword: '123' }, true),
    ).toEqual(['newPassword']);
    expect(
      await errorsOf('post', '/users/change-password', { currentPassword: password, newPassword: password }, true),
    ).toEqual({ newPassword: 'New password must be different from current password' });
  });

  it('reset password', async () => {
    const body = { email: 'asha@example.in', token: 'anything' };
    expect(await refusedFields('post', '/users/reset-password', { ...body, newPassword: '' })).toEqual(['newPassword']);
    expect(await refusedFields('post', '/users/reset-password', { ...body, newPassword: '12345' })).toEqual([
      'newPassword',
    ]);
  });

  it('forgot password', async () => {
    expect(await errorsOf('post', '/users/forgot-password', { email: '' })).toEqual({ email: 'Email is required' });
    expect(await errorsOf('post', '/users/forgot-password', { email: 'asha@' })).toEqual({
      email: 'Invalid email address',
    });
  });

  it('profile', async () => {
    expect(await refusedFields('put', '/users/update-profile', { fullName: '', phone: '12' }, true)).toEqual([
      'fullName',
      'phone',
    ]);
    expect(
      await refusedFields('put', '/users/update-profile', { fullName: 'Asha', phone: '1234567890123456' }, true),
    ).toEqual(['phone']);
  });

  it('emails on the code forms', async () => {
    expect(await errorsOf('post', '/users/resend-verification', { email: '' })).toEqual({ email: 'Email is required' });
    expect(await errorsOf('post', '/users/verify-email', { email: 'x', otp: '123456' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('refuses a malformed request (not a rule of spec 5) with 400', async () => {
    const client = apiClient(accounts.server);
    expect((await client.post('/users/verify-email', { email: 'asha@example.in', otp: '12345' })).status).toBe(400);
    expect((await client.post('/users/login', { email: 'asha@example.in' })).status).toBe(400);
  });
});

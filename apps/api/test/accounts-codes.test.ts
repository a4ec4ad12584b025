import { describe, expect, it } from 'vitest';
import { apiClient, newCustomer, setUpAccountsServer, signUp, wrongCodeFor } from './support/accounts-client.js';
import { codeIn } from './support/mail-sink.js';
import { drivers } from './support/test-server.js';

describe.each(drivers)('emailed codes on %s', (driver) => {
  const accounts = setUpAccountsServer(driver);

  async function registered() {
    const client = apiClient(accounts.server);
    const customer = newCustomer();
    await client.post('/users/register', customer);
    return { client, customer, code: codeIn(await accounts.sink.nextMailTo(customer.email)) };
  }

  /** A signed-up customer who has turned two-factor sign-in on with the mailed setup code. */
  async function withTwoFactor() {
    const client = apiClient(accounts.server);
    const { customer, token } = await signUp(client, accounts.sink);
    await client.post('/users/enable-2fa', undefined, token);
    await client.post(
      '/users/verify-2fa-setup',
      { otp: codeIn(await accounts.sink.nextMailTo(customer.email)) },
      token,
    );
    return { client, customer };
  }

  it('sends six-digit codes that differ between sends', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const { code } = await registered();
      expect(code).toMatch(/^\d{6}$/);
      codes.add(code);
    }
    expect(codes.size).toBeGreaterThan(1);
  });

  it('lets an email-verification code live 15 minutes', async () => {
    const first = await registered();
    accounts.clock.advance(14 * 60 + 50);
    expect(
      (await first.client.post('/users/verify-email', { email: first.customer.email, otp: first.code })).status,
    ).toBe(200);

    const second = await registered();
    accounts.clock.advance(15 * 60 + 1);
    const late = await second.client.post('/users/verify-email', { email: second.customer.email, otp: second.code });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('Invalid or expired code');
  });

  it('lets a two-factor sign-in code live 5 minutes', async () => {
    const { client, customer } = await withTwoFactor();

    await client.post('/users/login', { email: customer.email, password: customer.password });
    const code = codeIn(await accounts.sink.nextMailTo(customer.email));
    accounts.clock.advance(5 * 60 + 1);
    expect((await client.post('/users/verify-2fa', { email: customer.email, otp: code })).status).toBe(400);

    await client.post('/users/login', { email: customer.email, password: customer.password });
    const fresh = codeIn(await accounts.sink.nextMailTo(customer.email));
    accounts.clock.advance(4 * 60 + 50);
    expect((await client.post('/users/verify-2fa', { email: customer.email, otp: fresh })).status).toBe(200);
  });

  it('mails one sign-in code for logins in quick succession, but a new one once that code is used', async () => {
    const { client, customer } = await withTwoFactor();
    accounts.clock.advance(31);

    const login = () => client.post('/users/login', { email: customer.email, password: customer.password });
    expect((await login()).body.data.twoFactorRequired).toBe(true);
    const code = codeIn(await accounts.sink.nextMailTo(customer.email));
    expect((await login()).body.data.twoFactorRequired).toBe(true);
    expect((await client.post('/users/verify-2fa', { email: customer.email, otp: code })).status).toBe(200);
    expect(accounts.sink.inbox.filter((mail) => mail.to.includes(customer.email))).toHaveLength(0);

    // Signed out and straight back in: the used code cannot help, so a new one is mailed at once.
    expect((await login()).body.data.twoFactorRequired).toBe(true);
    const next = codeIn(await accounts.sink.nextMailTo(customer.email));
    expect((await client.post('/users/verify-2fa', { email: customer.email, otp: next })).status).toBe(200);
  });

  it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
    const { client, customer, code } = await registered();
    const wrong = wrongCodeFor(code);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const answer = await client.post('/users/verify-email', { email: customer.email, otp: wrong });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Invalid or expired code');
    }
    const fifth = await client.post('/users/verify-email', { email: customer.email, otp: wrong });
    expect(fifth.body.message).toBe('Too many incorrect attempts. Please request a new code.');
    const right = await client.post('/users/verify-email', { email: customer.email, otp: code });
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('Too many incorrect attempts. Please request a new code.');

    accounts.clock.advance(31);
    expect((await client.post('/users/resend-verification', { email: customer.email })).status).toBe(200);
    const fresh = codeIn(await accounts.sink.nextMailTo(customer.email));
    expect((await client.post('/users/verify-email', { email: customer.email, otp: fresh })).status).toBe(200);
  });

  it('uses a code once', async () => {
    const { client, customer, code } = await registered();
    expect((await client.post('/users/verify-email', { email: customer.email, otp: code })).status).toBe(200);
    expect((await client.post('/users/verify-email', { email: customer.email, otp: code })).status).toBe(400);
  });

  it('binds a code to its purpose: a verification code does not finish a two-factor login', async () => {
    const client = apiClient(accounts.server);
    const { customer, token } = await signUp(client, accounts.sink);
    await client.post('/users/enable-2fa', undefined, token);
    const setupCode = codeIn(await accounts.sink.nextMailTo(customer.email));
    const asLogin = await client.post('/users/verify-2fa', { email: customer.email, otp: setupCode });
    expect(asLogin.status).toBe(400);
    expect((await client.post('/users/verify-2fa-setup', { otp: setupCode }, token)).status).toBe(200);
  });

  it('refuses a resend within 30 seconds of the last send, saying how long to wait', async () => {
    const { client, customer } = await registered();
    accounts.clock.advance(10);
    const early = await client.post('/users/resend-verification', { email: customer.email });
    expect(early.status).toBe(429);
    expect(early.body).toEqual({
      success: false,
      message: 'Please wait 20 seconds before requesting a new code',
      retryAfter: 20,
    });
    expect(early.headers.get('retry-after')).toBe('20');

    accounts.clock.advance(20);
    const resent = await client.post('/users/resend-verification', { email: customer.email });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({
      success: true,
      message: 'Verification code sent successfully',
      data: { email: customer.email },
    });
    expect(codeIn(await accounts.sink.nextMailTo(customer.email))).toMatch(/^\d{6}$/);
  });

  it('answers a resend for an unknown or verified address like any other, and mails nobody', async () => {
    const client = apiClient(accounts.server);
    const unknown = await client.post('/users/resend-verification', { email: `nobody.${Date.now()}@example.in` });
    expect(unknown.status).toBe(200);
    expect(unknown.body.message).toBe('Verification code sent successfully');
    const again = await client.post('/users/resend-verification', { email: unknown.body.data.email });
    expect(again.status).toBe(429);
  });

  it('refuses a second two-factor setup code within 30 seconds', async () => {
    const client = apiClient(accounts.server);
    const { customer, token } = await signUp(client, accounts.sink);
    expect((await client.post('/users/enable-2fa', undefined, token)).status).toBe(200);
    await accounts.sink.nextMailTo(customer.email);
    const again = await client.post('/users/enable-2fa', undefined, token);
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Please wait \d+ seconds before requesting a new code$/);
  });
});

import { describe, expect, it } from 'vitest';
import { apiClient, newCustomer, setUpAccountsServer, signUp } from './support/accounts-client.js';
import { drivers } from './support/test-server.js';

describe.each(drivers)('no account enumeration, no brute force on %s', (driver) => {
  const accounts = setUpAccountsServer(driver);

  it('answers an unknown email and a wrong password identically', async () => {
    const client = apiClient(accounts.server);
    const { customer } = await signUp(client, accounts.sink);
    const wrongPassword = await client.post('/users/login', { email: customer.email, password: 'not the password' });
    const unknownEmail = await client.post('/users/login', {
      email: `x${customer.email}`,
      password: 'not the password',
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    expect(wrongPassword.body).toEqual({ success: false, message: 'Invalid email or password' });
    // That they also take as long is measured by `npm run bench:login`: timing belongs in a benchmark.
  });

  it('answers registration of an existing email like a new one, and warns the owner by mail instead', async () => {
    const client = apiClient(accounts.server);
    const { customer } = await signUp(client, accounts.sink);
    const fresh = newCustomer();
    const newAnswer = await client.post('/users/register', fresh);
    const existingAnswer = await client.post('/users/register', {
      ...fresh,
      email: customer.email,
      password: 'whatever123',
    });
    expect(existingAnswer.status).toBe(newAnswer.status);
    expect(existingAnswer.body).toEqual({ ...newAnswer.body, data: { email: customer.email } });

    const warning = await accounts.sink.nextMailTo(customer.email);
    expect(warning.subject).toBe('Someone tried to register with your email at Startwise');
    // No code above the signature (which ends with the office's six-digit PIN code), and no code block.
    const [body] = warning.text.split(/\r?\n-- \r?\n/);
    expect(body).toContain('No new account was created.');
    expect(body).not.toMatch(/\b\d{6}\b/);
    expect(warning.html).not.toContain('class="code-block"');
    // The owner's password is unchanged.
    expect((await client.post('/users/login', { email: customer.email, password: customer.password })).status).toBe(
      200,
    );
  });

  it('answers forgot-password the same for an unknown email, and mails nobody', async () => {
    const client = apiClient(accounts.server);
    const { customer } = await signUp(client, accounts.sink);
    const known = await client.post('/users/forgot-password', { email: customer.email });
    const unknown = await client.post('/users/forgot-password', { email: `nobody.${Date.now()}@example.in` });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.body.message).toBe('Password reset instructions sent to your email');
    await accounts.sink.nextMailTo(customer.email);
  });

  it('slows password guessing from one network down with 429 while the owner still signs in elsewhere', async () => {
    const attacker = apiClient(accounts.server);
    const owner = apiClient(accounts.server);
    const { customer } = await signUp(owner, accounts.sink);
    for (let i = 0; i < 10; i++) {
      expect((await attacker.post('/users/login', { email: customer.email, password: `guess-${i}` })).status).toBe(401);
    }
    const blocked = await attacker.post('/users/login', { email: customer.email, password: customer.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many failed sign-in attempts. Please wait a while or reset your password.');
    expect(blocked.body.retryAfter).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBe(blocked.body.retryAfter);

    expect((await owner.post('/users/login', { email: customer.email, password: customer.password })).status).toBe(200);

    accounts.clock.advance(15 * 60 + 1);
    expect((await attacker.post('/users/login', { email: customer.email, password: customer.password })).status).toBe(
      200,
    );
  });

  it('limits sign-in attempts per network across accounts', async () => {
    const client = apiClient(accounts.server);
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) {
      answers.push(
        (await client.post('/users/login', { email: `spray.${i}@example.in`, password: 'password1' })).status,
      );
    }
    expect(answers.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it('limits code guesses per network', async () => {
    const client = apiClient(accounts.server);
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) {
      const otp = String(i).padStart(6, '0');
      answers.push((await client.post('/users/verify-2fa', { email: `guess.${i}@example.in`, otp })).status);
    }
    expect(answers.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it('limits mail-sending calls per address', async () => {
    const client = apiClient(accounts.server);
    const { customer } = await signUp(client, accounts.sink);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push(
        (await apiClient(accounts.server).post('/users/forgot-password', { email: customer.email })).status,
      );
    }
    // The registration already sent one mail to this address this hour.
    expect(statuses.slice(0, 9).every((status) => status === 200)).toBe(true);
    expect(statuses[9]).toBe(429);
    expect((await client.post('/users/forgot-password', { email: customer.email })).body.message).toBe(
      'Too many emails sent to this address. Please try again later.',
    );
  });

  it('limits mail-sending calls per network', async () => {
    const client = apiClient(accounts.server);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await client.post('/users/forgot-password', { email: `flood.${i}@example.in` })).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

import { describe, expect, it } from 'vitest';
import { apiClient, newCustomer, setUpAccountsServer, signUp, wrongCodeFor } from './support/accounts-client.js';
import { codeIn } from './support/mail-sink.js';
import { drivers } from './support/test-server.js';

describe.each(drivers)('account flows on %s', (driver) => {
  const accounts = setUpAccountsServer(driver);

  it('registers, mails a branded verification code, and signs the customer in with it', async () => {
    const client = apiClient(accounts.server);
    const customer = newCustomer({ email: `New.Customer.${Date.now()}@Example.in` });
    const registered = await client.post('/users/register', customer);
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({
      success: true,
      message: 'Verification code sent to your email',
      data: { email: customer.email.toLowerCase() },
    });
    expect(registered.body.data).not.toHaveProperty('token');

    const mail = await accounts.sink.nextMailTo(customer.email);
    const code = codeIn(mail);
    expect(mail.subject).toBe(`${code} is your Startwise verification code`);
    expect(mail.text).toContain(code);
    expect(mail.text).toContain('Startwise');
    expect(mail.html).toContain(code);
    expect(mail.html).toContain('support@startwise.in');
    // The code stands in its own block, the plain-text part reads without markup, the logo travels inline.
    expect(mail.html).toMatch(new RegExp(`class="code-block"[^>]*>${code}</td>`));
    expect(mail.text).toContain(`Your code: ${code}`);
    expect(mail.text).not.toMatch(/<\/?[a-z][^>]*>|&[a-z]+;/i);
    expect(mail.text).toContain('4th Floor, 27 Residency Road');
    expect(mail.html).toContain('src="cid:logo-mark@brand"');
    expect(mail.raw).toMatch(/Content-Type: image\/png[\s\S]*Content-ID: <logo-mark@brand>/i);

    const verified = await client.post('/users/verify-email', { email: customer.email, otp: code });
    expect(verified.status).toBe(200);
    const { token, refreshToken, user } = verified.body.data;
    expect(typeof token).toBe('string');
    expect(typeof refreshToken).toBe('string');
    expect(user).toMatchObject({
      fullName: customer.fullName,
      email: customer.email.toLowerCase(),
      phone: customer.phone,
      emailVerified: true,
      twoFactorAuth: { enabled: false },
      twoFactorAuthEnabled: false,
    });

    const me = await client.get('/users/me', token);
    expect(me.status).toBe(200);
    expect(me.body.data.user.email).toBe(customer.email.toLowerCase());
    expect(Date.parse(me.body.data.user.createdAt)).not.toBeNaN();
  });

  it('signs a verified customer without two-factor login straight in', async () => {
    const client = apiClient(accounts.server);
    const { customer } = await signUp(client, accounts.sink);
    const login = await client.post('/users/login', { email: customer.email, password: customer.password });
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ twoFactorRequired: false, emailVerificationRequired: false });
    expect(login.body.data.user.email).toBe(customer.email);
    expect((await client.get('/users/me', login.body.data.token)).status).toBe(200);
  });

  it('asks an unverified customer who logs in to verify, with a freshly mailed code', async () => {
    const client = apiClient(accounts.server);
    const customer = newCustomer();
    await client.post('/users/register', customer);
    const first = codeIn(await accounts.sink.nextMailTo(customer.email));
    accounts.clock.advance(31);

    const login = await client.post('/users/login', { email: customer.email, password: customer.password });
    expect(login.status).toBe(200);
    expect(login.body.data).toEqual({ emailVerificationRequired: true, email: customer.email });
    const fresh = codeIn(await accounts.sink.nextMailTo(customer.email));

    // The fresh code replaced the first one.
    if (first !== fresh) {
      expect((await client.post('/users/verify-email', { email: customer.email, otp: first })).status).toBe(400);
    }
    const verified = await client.post('/users/verify-email', { email: customer.email, otp: fresh });
    expect(verified.status).toBe(200);
  });

  it('enables two-factor login with an emailed setup code, then asks for a code at every login', async () => {
    const client = apiClient(accounts.server);
    const { customer, token } = await signUp(client, accounts.sink);

    const enable = await client.post('/users/enable-2fa', undefined, token);
    expect(enable.status).toBe(200);
    expect(enable.body.message).toBe('Verification code sent to your email');
    const setupMail = await accounts.sink.nextMailTo(customer.email);
    expect(setupMail.subject).toMatch(/^\d{6} is your Startwise two-factor setup code$/);

    const confirmed = await client.post('/users/verify-2fa-setup', { otp: codeIn(setupMail) }, token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe('Two-factor authentication enabled successfully');
    expect(confirmed.body.data.user).toMatchObject({ twoFactorAuthEnabled: true, twoFactorAuth: { enabled: true } });
    expect((await client.post('/users/enable-2fa', undefined, token)).status).toBe(409);

    const login = await client.post('/users/login', { email: customer.email, password: customer.password });
    expect(login.status).toBe(200);
    expect(login.body.data).toEqual({ twoFactorRequired: true, email: customer.email });
    const signInMail = await accounts.sink.nextMailTo(customer.email);
    expect(signInMail.subject).toMatch(/^\d{6} is your Startwise sign-in code$/);

    const wrong = await client.post('/users/verify-2fa', {
      email: customer.email,
      otp: wrongCodeFor(codeIn(signInMail)),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Invalid or expired code');

    const verified = await client.post('/users/verify-2fa', { email: customer.email, otp: codeIn(signInMail) });
    expect(verified.status).toBe(200);
    expect(verified.body.data.user.twoFactorAuthEnabled).toBe(true);
    const secondToken = verified.body.data.token;

    const disabled = await client.post('/users/disable-2fa', undefined, secondToken);
    expect(disabled.status).toBe(200);
    expect(disabled.body.message).toBe('Two-factor authentication disabled successfully');
    expect(disabled.body.data.user).toMatchObject({ twoFactorAuthEnabled: false, twoFactorAuth: { enabled: false } });

    const plainLogin = await client.post('/users/login', { email: customer.email, password: customer.password });
    expect(plainLogin.body.data.token).toEqual(expect.any(String));
  });

  it('resets a forgotten password through the mailed link, and the old sessions die', async () => {
    const client = apiClient(accounts.server);
    const { customer, refreshToken, token } = await signUp(client, accounts.sink);

    const forgot = await client.post('/users/forgot-password', { email: customer.email });
    expect(forgot.status).toBe(200);
    expect(forgot.body).toEqual({ success: true, message: 'Password reset instructions sent to your email', data: {} });
    const mail = await accounts.sink.nextMailTo(customer.email);
    expect(mail.subject).toBe('Reset your Startwise password');
    const link = new URL(/(http\S+reset-password\S+)/.exec(mail.text)?.[1] as string);
    expect(link.origin).toBe(accounts.server.config.publicUrl);
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('email')).toBe(customer.email);
    const resetToken = link.searchParams.get('token') as string;
    expect(resetToken.length).toBeGreaterThanOrEqual(40);

    const resetTo = (newPassword: string) =>
      client.post('/users/reset-password', { email: customer.email, token: resetToken, newPassword });
    const reset = await resetTo('a brand new secret');
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Password reset successful. You can now log in with your new password.');

    const again = await resetTo('yet another secret');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This password reset link is invalid or has expired. Please request a new one.');

    expect((await client.post('/users/refresh-token', { refreshToken })).status).toBe(401);
    expect((await client.get('/users/me', token)).status).toBe(401);
    const oldPassword = await client.post('/users/login', { email: customer.email, password: customer.password });
    expect(oldPassword.status).toBe(401);
    const newPassword = await client.post('/users/login', { email: customer.email, password: 'a brand new secret' });
    expect(newPassword.status).toBe(200);
    expect(newPassword.body.data.token).toEqual(expect.any(String));
  });

  it('refuses a reset link after 30 minutes', async () => {
    const client = apiClient(accounts.server);
    const { customer } = await signUp(client, accounts.sink);
    await client.post('/users/forgot-password', { email: customer.email });
    const mail = await accounts.sink.nextMailTo(customer.email);
    const token = new URL(/(http\S+reset-password\S+)/.exec(mail.text)?.[1] as string).searchParams.get('token');
    accounts.clock.advance(30 * 60 + 1);
    const reset = await client.post('/users/reset-password', {
      email: customer.email,
      token,
      newPassword: 'too late now',
    });
    expect(reset.status).toBe(400);
  });

  it('changes the password, keeps this session, ends the others and tells the owner by mail', async () => {
    const client = apiClient(accounts.server);
    const { customer, token, refreshToken } = await signUp(client, accounts.sink);
    const other = await client.post('/users/login', { email: customer.email, password: customer.password });

    const wrongCurrent = await client.post(
      '/users/change-password',
      { currentPassword: 'not my password', newPassword: 'the new password' },
      token,
    );
    expect(wrongCurrent.status).toBe(422);
    expect(wrongCurrent.body.errors).toEqual([{ field: 'currentPassword', message: 'Current password is incorrect' }]);

    const changed = await client.post(
      '/users/change-password',
      { currentPassword: customer.password, newPassword: 'the new password' },
      token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ success: true, message: 'Password changed successfully', data: {} });
    expect((await accounts.sink.nextMailTo(customer.email)).subject).toBe('Your Startwise password was changed');

    expect((await client.get('/users/me', token)).status).toBe(200);
    expect((await client.post('/users/refresh-token', { refreshToken })).status).toBe(200);
    expect((await client.get('/users/me', other.body.data.token)).status).toBe(401);
    expect((await client.post('/users/refresh-token', { refreshToken: other.body.data.refreshToken })).status).toBe(
      401,
    );
    expect((await client.post('/users/login', { email: customer.email, password: 'the new password' })).status).toBe(
      200,
    );
  });

  it('updates the profile (name and phone; email stays) and clears the phone', async () => {
    const client = apiClient(accounts.server);
    const { customer, token } = await signUp(client, accounts.sink);
    const updated = await client.put(
      '/users/update-profile',
      { fullName: '  Asha R. Verma ', phone: '98765-43210' },
      token,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Profile updated successfully');
    expect(updated.body.data.user).toMatchObject({
      fullName: 'Asha R. Verma',
      phone: '98765-43210',
      email: customer.email,
    });

    const cleared = await client.put('/users/update-profile', { fullName: 'Asha R. Verma', phone: '' }, token);
    expect(cleared.body.data.user.phone).toBeNull();
    const withEmail = await client.put('/users/update-profile', { fullName: 'A', email: 'other@example.in' }, token);
    expect(withEmail.status).toBe(400);
    expect((await client.get('/users/me', token)).body.data.user).toMatchObject({
      fullName: 'Asha R. Verma',
      phone: null,
    });
  });

  it('keeps billing details for invoices and checks the GSTIN check digit', async () => {
    const client = apiClient(accounts.server);
    const { token } = await signUp(client, accounts.sink);
    const saved = await client.put(
      '/users/update-billing',
      {
        businessName: 'Verma Foods Private Limited',
        gstin: '27AAPFU0939F1ZV',
        address: '12 MG Road, Pune',
        state: 'Maharashtra',
      },
      token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Billing details updated successfully');
    expect(saved.body.data.user.billing).toEqual({
      businessName: 'Verma Foods Private Limited',
      gstin: '27AAPFU0939F1ZV',
      address: '12 MG Road, Pune',
      state: 'Maharashtra',
    });
    const badDigit = await client.put('/users/update-billing', { gstin: '27AAPFU0939F1ZW' }, token);
    expect(badDigit.status).toBe(422);
    expect(badDigit.body.errors).toEqual([{ field: 'gstin', message: 'Please enter a valid GSTIN' }]);
    expect((await client.put('/users/update-billing', { state: 'Atlantis' }, token)).status).toBe(400);

    const partly = await client.put('/users/update-billing', { address: null }, token);
    expect(partly.body.data.user.billing).toMatchObject({ businessName: 'Verma Foods Private Limited', address: null });
  });

  it('logs out: the access token and the refresh token stop working at once', async () => {
    const client = apiClient(accounts.server);
    const { token, refreshToken } = await signUp(client, accounts.sink);
    const out = await client.post('/users/logout', { refreshToken }, token);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, message: 'Successfully logged out', data: {} });
    expect((await client.get('/users/me', token)).status).toBe(401);
    expect((await client.post('/users/refresh-token', { refreshToken })).status).toBe(401);
  });

  it('refuses signed-in calls without a valid token', async () => {
    const client = apiClient(accounts.server);
    expect((await client.get('/users/me')).status).toBe(401);
    const forged = await client.get('/users/me', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl');
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe('Session expired');
  });
});

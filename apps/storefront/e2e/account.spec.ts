import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  codeFromMail,
  enterCode,
  fillCredentials,
  fillRegisterForm,
  newCustomer,
  PASSWORD_HASHED,
  registerAndVerify,
  resetLinkFromMail,
} from './support/customer';
import { holdRequests } from './support/hold-requests';
import { expect, test } from './support/test';

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('Successfully logged out')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

test('register, verify the email with the mailed code, then manage the profile and billing details', async ({
  page,
  request,
}) => {
  const customer = newCustomer();

  await page.goto('/register');
  await expect(page).toHaveTitle(/^Register \| /);
  await expectNoAxeViolations(page);

  // The spec-5 messages come from the client rules before anything is sent.
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Please confirm your password')).toBeVisible();

  await fillRegisterForm(page, customer, 'different');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByRole('main').getByLabel('Confirm Password').fill(customer.password);
  const sentAfter = Date.now() - 1000;
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/verify-email$/, PASSWORD_HASHED);
  await expect(page.getByText('Verification code sent to your email')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend Code \(\d+s\)$/ })).toBeDisabled();
  await expectNoAxeViolations(page);
  // The pending sign-up is kept in the browser: a reload still asks for its code.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeVisible();

  await enterCode(page, '000000');
  await expect(page.getByRole('alert').filter({ hasText: /code/i }).first()).toBeVisible();
  await enterCode(page, await codeFromMail(request, customer.email, 'verification', sentAfter));
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Profile Information' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(customer.email).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('main').getByLabel(/^Email/)).toHaveAttribute('readonly', '');
  await page.getByRole('main').getByLabel('Full Name').fill('Asha V. Rao');
  await page
    .getByRole('main')
    .getByLabel(/^Phone/)
    .fill('+91 98765 43210');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByText('+91 98765 43210').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();

  await page.getByRole('main').getByLabel('Business Name').fill('Verma Foods Private Limited');
  await page.getByRole('main').getByLabel('GSTIN').fill('27AAPFU0939F1ZX');
  await page.getByRole('button', { name: 'Save Billing Details' }).click();
  await expect(page.getByRole('main').getByLabel('GSTIN')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('main').getByLabel('GSTIN').fill('27AAPFU0939F1ZV');
  await page.getByRole('button', { name: 'Save Billing Details' }).click();
  await expect(page.getByText('Billing details updated successfully')).toBeVisible();

  await page.getByRole('tab', { name: 'Security Settings' }).click();
  await page.getByRole('main').getByLabel('Current Password').fill(customer.password);
  await page
    .getByRole('main')
    .getByLabel(/^New Password/)
    .fill(customer.password);
  await page.getByRole('main').getByLabel('Confirm New Password').fill(customer.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('New password must be different from current password')).toBeVisible();
  await expectNoAxeViolations(page);

  await signOut(page);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirect=\/profile$/);
  // Nothing pending any more: Verify email sends the visitor to Login.
  await page.goto('/verify-email');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
});

test('the code-sent message stays when the next page is slow to arrive', async ({ page }) => {
  // A slow phone: the verify page's code arrives long after the message that announced the move was shown.
  await page.clock.install();
  await page.goto('/register');
  const release = await holdRequests(page, '**/assets/VerifyEmailPage-*.js');
  await fillRegisterForm(page, newCustomer());
  await page.getByRole('button', { name: 'Register' }).click();
  const sent = page.getByText('Verification code sent to your email');
  await expect(sent).toBeVisible(PASSWORD_HASHED);
  // Hovered, the toast's own 3 s stop: only the page change may close it.
  await sent.hover();
  await page.clock.fastForward(2000);
  release();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeVisible();
  await expect(sent).toBeVisible();
});

test('two-factor login returns to the page that asked for it; guest pages send signed-in customers back', async ({
  page,
  request,
}) => {
  const customer = newCustomer('Ravi Kumar');
  await registerAndVerify(page, request, customer);

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Security Settings' }).click();
  await page.getByRole('tab', { name: 'Two-Factor Authentication' }).click();
  const setupAfter = Date.now() - 1000;
  await page.getByRole('button', { name: 'Enable Two-Factor Authentication' }).click();
  await enterCode(page, await codeFromMail(request, customer.email, 'two-factor setup', setupAfter));
  await expect(page.getByText('Two-factor authentication enabled successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disable Two-Factor Authentication' })).toBeVisible();

  // Signed in, the guest-only pages send the customer away.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);

  await signOut(page);
  await page.goto('/user/transactions?page=1');
  await expect(page).toHaveURL(/\/login\?redirect=\/user\/transactions%3Fpage%3D1$/);
  await expect(page).toHaveTitle(/^Login \| /);
  await expectNoAxeViolations(page);

  // A wrong password: toast and the red box, and the form comes back.
  await fillCredentials(page, customer.email, 'wrong-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.locator('form').getByRole('alert')).toBeVisible(PASSWORD_HASHED);

  await page
    .getByRole('main')
    .getByLabel(/^Password/)
    .fill(customer.password);
  const codeAfter = Date.now() - 1000;
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/two-factor$/, PASSWORD_HASHED);
  await expect(page.getByText('The verification code will expire after 5 minutes')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^0[45]:\d\d$/);
  await expectNoAxeViolations(page);

  await enterCode(page, await codeFromMail(request, customer.email, 'sign-in', codeAfter));
  await expect(page).toHaveURL(/\/user\/transactions\?page=1$/);
  await expect(page.getByRole('heading', { name: 'Payment Transactions', level: 1 })).toBeVisible();

  // Turning it off asks first.
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Security Settings' }).click();
  await page.getByRole('tab', { name: 'Two-Factor Authentication' }).click();
  await page.getByRole('button', { name: 'Disable Two-Factor Authentication' }).click();
  await expect(
    page.getByText(
      'Are you sure you want to disable two-factor authentication? This will make your account less secure.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Disable', exact: true }).click();
  await expect(page.getByText('Two-factor authentication disabled successfully')).toBeVisible();
});

test('forgot password, reset it from the mailed link, then log in with the new one', async ({ page, request }) => {
  const customer = newCustomer('Meera Iyer');
  await registerAndVerify(page, request, customer);
  await signOut(page);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectNoAxeViolations(page);
  await page
    .getByRole('main')
    .getByLabel(/^Email/)
    .fill(customer.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByText(
      "If an account with that email exists, we've sent password reset instructions to your email address.",
    ),
  ).toBeVisible();

  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/forgot-password$/);

  await page.goto(await resetLinkFromMail(request, customer.email));
  await expect(page.getByRole('heading', { name: 'Reset Password', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  const newPassword = 'N3w-pass-word';
  await page
    .getByRole('main')
    .getByLabel(/^New Password/)
    .fill(newPassword);
  await page.getByRole('main').getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been reset successfully')).toBeVisible(PASSWORD_HASHED);
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Without Remember me the session lives in sessionStorage only (gone with the browser).
  const main = page.getByRole('main');
  await fillCredentials(page, customer.email, newPassword);
  await main.getByText('Remember me').click();
  await main.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/, PASSWORD_HASHED);
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  expect(await page.evaluate(() => [sessionStorage.getItem('token') !== null, localStorage.getItem('token')])).toEqual([
    true,
    null,
  ]);
});

test('a session the server no longer accepts ends with "Session expired" and the login page', async ({
  page,
  request,
}) => {
  await registerAndVerify(page, request, newCustomer('Neha Gupta'));
  await page.evaluate(() => {
    localStorage.setItem('token', 'revoked-access-token');
    localStorage.setItem('refreshToken', 'revoked-refresh-token');
  });
  await page.goto('/profile');
  await expect(page.getByText('Session expired')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=\/profile$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

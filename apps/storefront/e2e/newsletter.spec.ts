import { expect, test } from './support/test';

test('the newsletter page explains the benefits', async ({ page }) => {
  await page.goto('/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Stay Updated' })).toBeVisible();
  // The page's own benefits (the footer's form, which says 'once a month' too, loads only when scrolled near).
  await expect(page.getByRole('heading', { level: 2, name: 'What you will get' })).toBeVisible();
  await expect(page.getByRole('main').getByText('We send one email a month — no spam, ever.')).toBeVisible();
  await expect(page.getByText('We respect your privacy. Unsubscribe at any time.')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Not subscribed' })).not.toBeChecked();
});

test('the form asks for an address, then a valid one', async ({ page }) => {
  await page.goto('/newsletter');
  const email = page.getByRole('main').getByLabel('Email address');
  await email.press('Enter');
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await email.fill('nobody@');
  await email.press('Enter');
  await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
  await page.getByText('Not subscribed', { exact: true }).click();
  await expect(page.getByText('Please enter a valid email address first')).toBeVisible();
});

test('the toggle subscribes and unsubscribes, and a known address shows its status', async ({ page }) => {
  const address = `reader-${Date.now()}@example.com`;
  await page.goto('/newsletter');
  const email = page.getByRole('main').getByLabel('Email address');
  await email.fill(address);
  await page.getByText('Not subscribed', { exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Currently subscribed' })).toBeChecked();
  await expect(page.getByText('Successfully subscribed to the newsletter!')).toBeVisible();

  // A fresh visit looks the address up 500 ms after typing stops.
  await page.reload();
  await page.getByRole('main').getByLabel('Email address').fill(address);
  await expect(page.getByRole('switch', { name: 'Currently subscribed' })).toBeChecked();

  await page.getByText('Currently subscribed', { exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Not subscribed' })).not.toBeChecked();
});

test('a failed call shows the server message in red text', async ({ page }) => {
  await page.route('**/api/newsletter/subscribe', (route) =>
    route.fulfill({ status: 409, json: { success: false, message: 'Subscriptions are paused' } }),
  );
  await page.goto('/newsletter');
  await page.getByRole('main').getByLabel('Email address').fill('paused@example.com');
  await page.getByText('Not subscribed', { exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Subscriptions are paused' })).toBeVisible();
});

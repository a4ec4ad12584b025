import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { newCustomer, registerAndVerify } from './support/customer';

// A form with text, textarea, a multiple-choice dropdown, an optional number, an email with blocked domains and
// a date-and-time field.
const SERVICE = 'mobile-app-development';

test('the application form shows every spec-5 message, then submits every field type', async ({ page, request }) => {
  await registerAndVerify(page, request, newCustomer('Tara Menon'));
  await page.goto(`/service/${SERVICE}`);
  const form = page.getByRole('form', { name: 'Application form' });

  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByText('Working name of the app is required')).toBeVisible();
  await expect(form.getByText('Platforms is required')).toBeVisible();
  await expect(form.getByText('Preferred slot for the product workshop call is required')).toBeVisible();
  await expect(form.getByText('Approximate budget (₹ lakh) is required')).toHaveCount(0);

  await form.getByLabel('Describe the app and its main features').fill('Too short');
  await form.getByLabel('Approximate budget (₹ lakh)').fill('500');
  await form.getByLabel('Contact email').fill('founder@mailinator.com');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByText('Minimum 50 characters required')).toBeVisible();
  await expect(form.getByText('Maximum value is 100')).toBeVisible();
  await expect(form.getByText('Email domains from mailinator.com are not allowed')).toBeVisible();
  await expectNoAxeViolations(page);

  // Editing a field clears its message.
  await form.getByLabel('Approximate budget (₹ lakh)').fill('12');
  await expect(form.getByText('Maximum value is 100')).toHaveCount(0);

  await form.getByLabel('Working name of the app').fill('KiranaGo');
  await form
    .getByLabel('Describe the app and its main features')
    .fill('A grocery ordering app for neighbourhood stores with delivery slots, UPI payments and offers.');
  await form.getByLabel('Contact email').fill('founder@kiranago.in');
  // A multiple-choice dropdown stays open while choosing.
  await form.getByRole('button', { name: /Platforms$/ }).click();
  await page.getByRole('option', { name: 'Android' }).click();
  await page.getByRole('option', { name: 'iOS' }).click();
  await page.keyboard.press('Escape');
  await form.getByLabel('Preferred slot for the product workshop call').fill('2026-12-01T10:30');
  await form.getByRole('button', { name: 'Submit Application' }).click();

  const prompt = page.getByRole('dialog', { name: 'Proceed to Payment' });
  await prompt.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/submissions\/[0-9a-f-]+$/);
  const answers = page.getByRole('region', { name: 'Your Application' });
  await expect(answers).toContainText('Android, iOS');
  await expect(answers).toContainText('2026-12-01T10:30');
  await expect(answers).toContainText('KiranaGo');
  await expect(page.getByText('No documents were uploaded.')).toBeVisible();
});

test('a missing service says so, with the way home', async ({ page }) => {
  await page.goto('/service/no-such-service');
  await expect(page.getByRole('heading', { name: 'Service Not Found', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);
});

import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './support/axe';
import { newCustomer, registerAndVerify } from './support/customer';
import { expect, test } from './support/test';

// A form with text, textarea, a multiple-choice dropdown, an optional number, an email with blocked domains and
// a date-and-time field.
const SERVICE = 'mobile-app-development';
// Its 'What will you sell?' takes several answers and 'Other'; its catalogue is an optional PDF or DOCX; its
// button reads 'Build my online store' (submit_label).
const OTHER_SERVICE = 'ecommerce-website-development';
const CATALOGUE = {
  name: 'catalogue 2026.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};

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
  await expect(answers.getByRole('listitem')).toHaveText(['Android', 'iOS']);
  // Answers read as a person writes them: the date-time in en-IN.
  await expect(answers).toContainText('1 Dec 2026, 10:30 am');
  await expect(answers).toContainText('KiranaGo');
  await expect(page.getByText('No documents were uploaded.')).toBeVisible();
});

test("'Other' asks what is meant; the answer and the uploaded catalogue come back on the submission", async ({
  page,
  request,
}) => {
  await registerAndVerify(page, request, newCustomer('Meera Iyer'));
  await page.goto(`/service/${OTHER_SERVICE}`);
  const form = page.getByRole('form', { name: 'Application form' });
  await form.getByLabel('Store name').fill('Saboon Works');
  await form.getByLabel('Number of products at launch').fill('40');
  await form.getByLabel('Contact email').fill('hello@saboonworks.in');
  await form.getByRole('button', { name: /Platform preference$/ }).click();
  await page.getByRole('option', { name: 'Shopify' }).click();

  await expect(form.getByLabel('Please specify')).toHaveCount(0);
  const sells = form.getByRole('button', { name: /What will you sell\?$/ });
  await sells.click();
  await page.getByRole('option', { name: 'Beauty and personal care' }).click();
  await page.getByRole('option', { name: 'Other' }).click();
  await page.keyboard.press('Escape');
  // The box comes right after the dropdown, for keyboard users too.
  await expect(sells).toBeFocused();
  await page.keyboard.press('Tab');
  const details = form.getByLabel('Please specify');
  await expect(details).toBeFocused();

  await form.getByRole('button', { name: 'Build my online store' }).click();
  await expect(form.getByText("Please specify 'Other' for What will you sell?")).toBeVisible();
  await expect(details).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await details.fill('Handmade soaps, candles');
  await form.getByLabel('Product catalogue (optional)').setInputFiles(CATALOGUE);
  await form.getByRole('button', { name: 'Build my online store' }).click();
  await page.getByRole('dialog', { name: 'Proceed to Payment' }).getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/submissions\/[0-9a-f-]+$/);

  const answers = page.getByRole('region', { name: 'Your Application' });
  await expect(answers.getByRole('listitem')).toHaveText([
    'Beauty and personal care',
    'Other: Handmade soaps, candles',
  ]);
  // In the form's order, whatever order the database keeps.
  await expect(answers.getByRole('term')).toHaveText([
    'Store name',
    'Number of products at launch',
    'What will you sell?',
    'Platform preference',
    'Contact email',
  ]);

  // The document downloads under its own name, byte for byte.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${CATALOGUE.name}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(CATALOGUE.name);
  expect(await readFile(await download.path())).toEqual(CATALOGUE.buffer);
  await expectNoAxeViolations(page);

  // A file the server cannot give (here without a message) says so in a toast.
  await page.route('**/api/public/services/submissions/*/files/*', (route) => route.fulfill({ status: 404, body: '' }));
  await page.getByRole('button', { name: `Download ${CATALOGUE.name}` }).click();
  await expect(page.getByText('Failed to download file')).toBeVisible();
});

test('a missing service says so, with the way home', async ({ page }) => {
  await page.goto('/service/no-such-service');
  await expect(page.getByRole('heading', { name: 'Service Not Found', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);
});

import { fillContactForm } from './support/contact-form';
import { expect, test } from './support/test';

test('the contact form checks its fields, sends and offers another message', async ({ page }) => {
  await page.goto('/contact-us');
  const form = page.getByRole('region', { name: 'Send us a message' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please fill out all required fields')).toBeVisible();

  await fillContactForm(form, {
    name: 'Meera Iyer',
    email: 'meera@',
    message: 'I would like to register a private limited company in Chennai.',
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await form.getByLabel('Email').fill('meera@example.com');
  await form.getByLabel('Phone (optional)').fill('+91 98400 12345');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
  await expect(page.getByText('Your message has been sent successfully!')).toBeVisible();

  await page.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(page.getByRole('region', { name: 'Send us a message' }).getByLabel('Name')).toHaveValue('');
});

test('a failed send shows the server message', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 503, json: { success: false, message: 'Mail is down' } }),
  );
  await page.goto('/contact-us');
  const form = page.getByRole('region', { name: 'Send us a message' });
  await fillContactForm(form, { name: 'Meera Iyer', email: 'meera@example.com', message: 'Hello' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('A server error occurred. Please try again later.')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('Meera Iyer');
});

test('office details, the map and four FAQs', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(
    page.getByText('Monday to Friday 9am-6pm IST, Saturday 10am-2pm, Sunday closed', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /Map showing our office/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute('href', /openstreetmap\.org/);
  const faqs = page.getByRole('region', { name: 'Frequently Asked Questions' }).getByRole('button');
  await expect(faqs).toHaveCount(4);
  await faqs.nth(2).click();
  await expect(page.getByText(/within 3 business days/)).toBeVisible();
  await faqs.nth(3).click();
  await expect(faqs.nth(2)).toHaveAttribute('aria-expanded', 'false');
});

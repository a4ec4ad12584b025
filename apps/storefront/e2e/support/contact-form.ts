import type { Locator } from '@playwright/test';

/** Types a message into the Contact Us form (`form`: its 'Send us a message' region). */
export async function fillContactForm(form: Locator, fields: { name: string; email: string; message: string }) {
  await form.getByLabel('Name').fill(fields.name);
  await form.getByLabel('Email').fill(fields.email);
  await form.getByLabel('Message').fill(fields.message);
}

import type { Locator } from '@playwright/test';

/** Patent Search's required answers (a text, a description of 100+ characters and an email). */
export async function fillPatentSearch(form: Locator) {
  await form.getByLabel('Title of the invention').fill('Solar-powered cold box for milk collection');
  await form
    .getByLabel('Describe the invention and what is new about it')
    .fill(
      'An insulated milk can with a phase-change liner charged by a small solar panel, keeping milk at 4 °C for ' +
        'eight hours between the farm and the village collection centre.',
    );
  await form.getByLabel('Contact email').fill('founder@coldbox.in');
}

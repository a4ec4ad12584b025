import { expect, userEvent, type within } from 'storybook/test';
import type { HeldWrites } from './mock-api';

// What an operator does with a form in a story (a dialog, a section): type into fields found by their label, press
// a button and read what the form answers.

type Scope = ReturnType<typeof within>;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Types each value into the field whose label starts with its key (a required field's label ends in a marker):
 * `fillIn(dialog, { Date: '2026-11-10', Name: 'Bhai Dooj' })`.
 */
export async function fillIn(scope: Scope, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.type(scope.getByLabelText(new RegExp(`^${escaped(label)}`)), value);
  }
}

/** Presses `button` and waits until each of `messages` shows: the form's own checks, or the server's refusal. */
export async function pressShowing(scope: Scope, button: string, ...messages: string[]) {
  await userEvent.click(scope.getByRole('button', { name: button }));
  for (const message of messages) await expect(await scope.findByText(message)).toBeVisible();
}

/** Presses `button`: each of `messages` shows and nothing is written, because the form's own checks refuse it. */
export async function pressRefused(scope: Scope, button: string, writes: HeldWrites, ...messages: string[]) {
  await pressShowing(scope, button, ...messages);
  await expect(writes.count).toBe(0);
}

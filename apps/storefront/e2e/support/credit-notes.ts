import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

const run = promisify(execFile);

/** qpdf reads the file as a whole, sound PDF (its structure, cross-reference table and streams). */
export async function expectSoundPdf(path: string) {
  const { stdout } = await run('/usr/bin/qpdf', ['--check', path]);
  expect(stdout).toContain('No syntax or stream encoding errors found');
}

/**
 * Clicks a credit note button and checks what arrives: a sound PDF named by the credit note's number, and the
 * confirmation toast. Answers the saved file's path.
 */
export async function downloadCreditNote(page: Page, button: Locator) {
  const downloading = page.waitForEvent('download');
  await button.click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^credit-note-CN-\d{4}-\d{2}-\d{5}\.pdf$/);
  const path = await file.path();
  await expectSoundPdf(path);
  await expect(page.getByText('Credit note downloaded successfully')).toBeVisible();
  return path;
}

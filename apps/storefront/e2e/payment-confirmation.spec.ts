import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { applyAndPay } from './support/paid-submission';
import { expect, test } from './support/test';

const run = promisify(execFile);

interface MailWithAttachments {
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; contentBase64: string }[];
}

test('a paid customer receives one confirmation mail with the invoice attached as a valid PDF', async ({
  page,
  request,
}) => {
  test.slow();
  const { customer, submissionId } = await applyAndPay(page, request, 'Receipt Reader');
  let confirmations: MailWithAttachments[] = [];
  await expect
    .poll(async () => {
      const answer = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(customer.email)}`);
      const { messages } = (await answer.json()) as { messages: MailWithAttachments[] };
      confirmations = messages.filter((mail) => mail.subject.startsWith('Payment received:'));
      return confirmations.length;
    })
    .toBe(1);
  // Webhooks and verify both record the payment; still one mail a little later.
  await page.waitForTimeout(2_000);
  const again = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(customer.email)}`);
  const all = ((await again.json()) as { messages: MailWithAttachments[] }).messages;
  expect(all.filter((mail) => mail.subject.startsWith('Payment received:'))).toHaveLength(1);

  const [mail] = confirmations;
  expect(mail?.subject).toBe('Payment received: ₹6,999.00 for CMA Data Preparation for Bank Loans');
  expect(mail?.text).toContain('(18% GST included)');
  expect(mail?.text).toContain('We expect to complete the work by');
  expect(mail?.text).toContain(`/submissions/${submissionId}`);
  const [invoice] = mail?.attachments ?? [];
  expect(invoice?.contentType).toBe('application/pdf');
  const file = join(await mkdtemp(join(tmpdir(), 'mailed-invoice-')), invoice?.filename ?? 'invoice.pdf');
  await writeFile(file, Buffer.from(invoice?.contentBase64 ?? '', 'base64'));
  const { stdout } = await run('qpdf', ['--check', file]);
  expect(stdout).toContain('No syntax or stream encoding errors found');
});

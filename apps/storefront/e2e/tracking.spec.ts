import { expectNoAxeViolations } from './support/axe';
import { applyAndPay } from './support/paid-submission';
import { expect, test } from './support/test';

// Tracking that looks ahead: right after paying, the submission page lists the service's milestones (from the
// catalog: financials received, CMA data prepared, review and delivery), the first under way and the rest to come,
// with the date the work is promised by.

test('after payment the timeline shows the step under way, the steps to come and the promised date', async ({
  page,
  request,
}) => {
  test.slow();
  const { submissionId } = await applyAndPay(page, request, 'Meher Bansal');
  await page.goto(`/submissions/${submissionId}`);
  const progress = page.getByRole('region', { name: 'Progress' });
  const steps = progress.getByRole('list', { name: 'Steps' }).getByRole('listitem');
  await expect(steps).toHaveText([
    /^Financials received\s*In progress$/,
    /^CMA data prepared\s*Coming up$/,
    /^Review and delivery\s*Coming up$/,
  ]);
  await expect(steps.first()).toHaveAttribute('aria-current', 'step');
  await expect(progress.getByText(/^Expected by \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  // What already happened stays below, oldest first.
  await expect(progress.getByRole('list', { name: 'What happened' }).getByRole('listitem')).toHaveText([
    /^Application submitted/,
    /^Payment received/,
  ]);
  await expectNoAxeViolations(page);
});

import { addStaff, newStaffAccount, signInStaff } from '../support/staff';
import { expect, test } from '../support/test';

// An office behind one address: customers failing to sign in must not lock its staff out (docs/backoffice.md).
//
// This server scales every limit by RATE_LIMIT_SCALE=50 (playwright.config.ts), so 30 failures stay far below the
// customers' scaled cap (30 x 50 per 15 minutes). Passing that cap here would refuse every other test's customers
// on 127.0.0.1 for 15 minutes, and costs 1,500 production password hashes. So this journey shows the browser side:
// staff sign in through the page after the customers' failures. apps/api/test/staff-sign-in-limits.test.ts runs
// at scale 1 and does pass the customers' cap (the 31st attempt answers 429) before a staff member signs in; it
// fails when staff and customers share counters.
test('staff can still sign in after 30 customer sign-in failures from the same address', async ({ page, request }) => {
  test.slow();
  const member = newStaffAccount(`Anita Rao ${Date.now().toString(36)}`);
  await addStaff(request, member, 'operator');

  const failures = [];
  for (let i = 0; i < 30; i += 1) {
    const email = `nobody.${Date.now().toString(36)}.${i}@example.in`;
    failures.push(
      (await page.request.post('/api/users/login', { data: { email, password: 'wrong password' } })).status(),
    );
  }
  expect(failures).toEqual(Array(30).fill(401));

  await signInStaff(page, request, member, '/backoffice/login');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

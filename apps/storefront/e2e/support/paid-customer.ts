import { paidInOwnBrowser } from './paid-submission';
import { test as base } from './test';

type PaidCustomer = Awaited<ReturnType<typeof paidInOwnBrowser>>;

/**
 * `test` for a staff journey beside a customer (named with `test.use({ customerName })`) who has applied and paid in
 * a browser context of their own: `paid`, closed after the test. A purchase through the checkout comes first, so
 * such a test is marked slow.
 */
export const test = base.extend<{ customerName: string; paid: PaidCustomer }>({
  customerName: ['Kavya Reddy', { option: true }],
  paid: async ({ browser, request, customerName }, use, testInfo) => {
    testInfo.slow();
    const paid = await paidInOwnBrowser(browser, request, customerName);
    await use(paid);
    await paid.customerContext.close();
  },
});

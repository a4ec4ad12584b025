import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogEditors, publishedService, serviceInput } from './support/catalog-editor-fixtures.js';
import {
  type Browser,
  type Customer,
  paidTransaction,
  signIn,
  startPaymentsServer,
} from './support/payments-fixtures.js';
import { pdfText } from './support/pdf-text.js';
import { drivers, type TestServer } from './support/test-server.js';

// What catalog edits must never do to customers who already applied: change what they paid, their invoice, or
// take their submission away.

describe.each(drivers)('catalog edits and existing submissions on %s', (driver) => {
  let server: TestServer;
  let admin: Browser;
  let category: { _id: string; slug: string };
  let customer: Customer;

  beforeAll(async () => {
    server = await startPaymentsServer(driver);
    ({ admin, category } = await catalogEditors(server));
    customer = await signIn(server);
  });
  afterAll(() => server.close());

  it('never changes what a past submission paid or its invoice when the price changes', async () => {
    const input = serviceInput(category._id, { title: 'Trademark Filing', price: 4999, mrp: 5999 });
    const service = await publishedService(admin, input);
    const transaction = await paidTransaction(server, customer, input.slug);
    const { submissionId } = transaction;
    const invoiceBefore = await pdfText((await customer.get(`/payment/invoice/${transaction.id}`)).body);
    expect(invoiceBefore).toContain('₹4,999.00');

    const saved = await admin.put(`/admin/catalog/services/${service._id}`, {
      ...input,
      title: 'Trademark Filing (Class 1)',
      price: 7999,
      mrp: 8999,
    });
    expect(saved.status).toBe(200);

    const submission = (await customer.get(`/public/services/submissions/${submissionId}`)).body.data.submission;
    expect(submission.service).toMatchObject({ title: 'Trademark Filing', price: 4999 });
    expect(submission.transaction).toMatchObject({ id: transaction.id, amount: 4999, status: 'successful' });
    const invoiceAfter = await pdfText((await customer.get(`/payment/invoice/${transaction.id}`)).body);
    expect(invoiceAfter).toBe(invoiceBefore);
    expect(invoiceAfter).not.toContain('7,999');

    // A new application is made at the new price.
    const next = await customer.submit(input.slug, { companyName: 'Verma Foods' });
    const nextView = await customer.get(`/public/services/submissions/${next.body.data.submissionId}`);
    expect(nextView.body.data.submission.service).toMatchObject({ title: 'Trademark Filing (Class 1)', price: 7999 });
  });

  it.each([
    ['unpublish', 'draft'],
    ['archive', 'archived'],
  ])(
    'hides a service (%s) from the public while its customers and staff keep its submissions',
    async (action, status) => {
      const tag = `quokka${action}`;
      const input = serviceInput(category._id, { title: 'Shop Act Licence', tags: [tag] });
      const service = await publishedService(admin, input);
      const transaction = await paidTransaction(server, customer, input.slug);
      const { submissionId } = transaction;
      const unpaid = (await customer.submit(input.slug, { companyName: 'Verma Foods' })).body.data.submissionId;

      const hidden = await admin.post(`/admin/catalog/services/${service._id}/${action}`);
      expect(hidden.status).toBe(200);
      expect(hidden.body.data.service.status).toBe(status);

      const guest = (path: string) =>
        fetch(`${server.baseUrl}/api${path}`).then(async (r) => [r.status, await r.json()]);
      expect(await guest(`/public/services/${input.slug}`)).toEqual([
        404,
        { success: false, message: 'Service not found' },
      ]);
      const [, active] = await guest('/public/services/active');
      expect(active.data.services.map((s: { slug: string }) => s.slug)).not.toContain(input.slug);
      const [, search] = await guest(`/public/services/search/services?query=${tag}`);
      expect(search.data.totalResults).toBe(0);
      const [, top] = await guest('/services/top-categories?limit=50');
      const listed = top.data.categoriesWithServices.flatMap((c: { services: { slug: string }[] }) => c.services);
      expect(listed.map((s: { slug: string }) => s.slug)).not.toContain(input.slug);
      // Related lists of other services, by the same category and tag, leave it out too.
      const related = await customer.post('/public/services/related', {
        serviceId: randomUUID(),
        categories: [category._id],
        tags: [tag],
      });
      expect(related.body.data.services.length).toBeGreaterThan(0);
      expect(related.body.data.services.map((s: { slug: string }) => s.slug)).not.toContain(input.slug);
      const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
      expect(sitemap).not.toContain(`/service/${input.slug}`);
      const apply = await customer.submit(input.slug, { companyName: 'Verma Foods' });
      expect(apply.status).toBe(404);

      // The customer's own pages still show it.
      const mine = await customer.get(`/public/services/submissions/${submissionId}`);
      expect(mine.status).toBe(200);
      expect(mine.body.data.submission.service).toMatchObject({ title: 'Shop Act Licence', slug: input.slug });
      const list = await customer.get('/public/services/submissions/all');
      expect(list.body.data.submissions.map((s: { _id: string }) => s._id)).toContain(submissionId);
      const invoice = await customer.get(`/payment/invoice/${transaction.id}`);
      expect(invoice.status).toBe(200);
      expect(await pdfText(invoice.body)).toContain('Shop Act Licence');
      // An application made before can still be paid.
      const order = await customer.post('/payment/create-order', { submissionId: unpaid });
      expect(order.status).toBe(200);
      expect(order.body.data.transaction.amount).toBe(2999);
      const transactions = await customer.get('/payment/transactions');
      expect(transactions.body.data.transactions.map((t: { id: string }) => t.id)).toContain(transaction.id);

      // Staff still work the paid submission to the end.
      for (const next of ['processing', 'completed']) {
        expect((await admin.post(`/admin/submissions/${submissionId}/status`, { status: next })).status).toBe(200);
      }
      const worked = await admin.get(`/admin/submissions/${submissionId}`);
      expect(worked.body.data.submission).toMatchObject({ status: 'completed' });
    },
  );

  it('lists archived services under their own status in the editor, and brings one back as a draft', async () => {
    const input = serviceInput(category._id, { title: 'Import Export Code' });
    const service = await publishedService(admin, input);
    await admin.post(`/admin/catalog/services/${service._id}/archive`);
    const archived = (await admin.get('/admin/catalog/services?status=archived&limit=100')).body.data.services;
    expect(archived.map((row: { _id: string }) => row._id)).toContain(service._id);
    const drafts = (await admin.get('/admin/catalog/services?status=draft&limit=100')).body.data.services;
    expect(drafts.map((row: { _id: string }) => row._id)).not.toContain(service._id);
    const restored = await admin.post(`/admin/catalog/services/${service._id}/restore`);
    expect(restored.body.data.service.status).toBe('draft');
    const republished = await admin.post(`/admin/catalog/services/${service._id}/publish`);
    expect(republished.body.data.service.status).toBe('published');
    expect((await fetch(`${server.baseUrl}/api/public/services/${input.slug}`)).status).toBe(200);
  });
});

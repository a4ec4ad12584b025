import { addDays } from '@startwise/flows/compliance';
import { markSubmissionPaymentStatus } from '../../src/modules/submissions/submission-payments.js';
import { indiaDate } from '../../src/platform/system/india-time.js';
import { postMultipart } from './documents-fixtures.js';
import { browser, PDF_BYTES, type Shop } from './payments-fixtures.js';
import { staffTokenFor } from './staff-fixtures.js';

/** The service whose final delivery fills a company into the customer's compliance calendar. */
export const COMPANY_REGISTRATION = {
  fields: [{ name: 'companyName', label: 'Company name', type: 'text' as const, required: true }],
  price: 6999,
  slug: 'private-limited-company-registration',
};

export const INCORPORATED_ON = addDays(indiaDate(new Date()), -10);
export const CIN = 'U62010MH2026PTC123456';

/** Asha's company registration, paid, worked on and delivered with its certificate's CIN, date and directors. */
export async function deliverIncorporation(shop: Shop, extra: Record<string, string> = {}) {
  const submitted = await shop.asha.submit(shop.slug, { companyName: 'Bluepeak Technologies' });
  const id = submitted.body.data.submissionId as string;
  await markSubmissionPaymentStatus(shop.server.database.db, id, 'paid');
  const operator = await staffTokenFor(shop.server, 'operator');
  await browser(shop.server, operator.token).post(`/admin/submissions/${id}/status`, { status: 'processing' });
  return postMultipart(shop.server, operator.token, `/admin/submissions/${id}/deliveries`, {
    fields: {
      title: 'Certificate of Incorporation',
      final: 'true',
      companyName: 'Bluepeak Technologies Private Limited',
      companyIdentifier: CIN,
      registeredOn: INCORPORATED_ON,
      directors: JSON.stringify([
        { name: 'Asha Verma', din: '01234567' },
        { name: 'Kiran Rao', din: '07654321' },
      ]),
      ...extra,
    },
    files: [{ field: 'files', name: 'certificate.pdf', content: PDF_BYTES }],
  });
}

export const ACME_INPUT = {
  entityType: 'private-limited',
  name: 'Acme Widgets Private Limited',
  cin: 'U62010KA2025PTC654321',
  incorporatedOn: addDays(indiaDate(new Date()), -200),
  gstin: '27AAPFU0939F1ZV',
  gstState: 'Maharashtra',
  gstFrequency: 'monthly',
  directors: [{ name: 'Asha Verma', din: '01234567' }],
  trademarks: [],
};

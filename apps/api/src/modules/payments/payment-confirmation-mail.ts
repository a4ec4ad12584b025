import type { TaxSplit } from '@startwise/flows/rules';
import { formatPaise } from '@startwise/format';
import { brandedMail } from '../../platform/mail/index.js';
import type { MailMessage } from '../../platform/mail/message.js';
import type { RefundMailContext } from './refund-mail.js';

export interface ConfirmedPayment {
  submissionId: string;
  serviceTitle: string;
  invoiceNumber: string;
  /** The amount split as on the invoice: CGST + SGST within the supplier's state, else IGST. */
  tax: TaxSplit;
  /** YYYY-MM-DD in India: the date the work is expected by. */
  expectedBy: string | null;
  invoice: { fileName: string; pdf: Buffer };
}

const INDIA_DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-12-18' as '18 December 2026'. */
const longDate = (isoDate: string) => INDIA_DATE.format(new Date(`${isoDate}T00:00:00Z`));

const taxLine = (tax: TaxSplit) =>
  tax.kind === 'intra-state'
    ? `${formatPaise(tax.taxable)} + CGST 9% ${formatPaise(tax.cgst)} + SGST 9% ${formatPaise(tax.sgst)}`
    : `${formatPaise(tax.taxable)} + IGST 18% ${formatPaise(tax.igst)}`;

/**
 * The customer's receipt for a captured payment: the amount with its GST split, the date the work is expected by,
 * what happens next and the link to the application; the tax invoice is attached.
 */
export function paymentConfirmationMail(
  context: RefundMailContext,
  to: { email: string; fullName: string },
  payment: ConfirmedPayment,
): MailMessage {
  const amount = formatPaise(payment.tax.total);
  return {
    ...brandedMail(context.brand, {
      to: to.email,
      subject: `Payment received: ${amount} for ${payment.serviceTitle}`,
      heading: 'Thank you, your payment is received',
      greeting: `Hello ${to.fullName},`,
      paragraphs: [
        `We have received ${amount} for ${payment.serviceTitle}: ${taxLine(payment.tax)} (18% GST included).`,
        `Your tax invoice ${payment.invoiceNumber} is attached.`,
        ...(payment.expectedBy ? [`We expect to complete the work by ${longDate(payment.expectedBy)}.`] : []),
        'What happens next: an expert of our team checks your application and documents, and starts the work. ' +
          'If we need anything more from you, we will ask by email, and you can answer on your application page.',
      ],
      action: { label: 'View your application', url: `${context.publicUrl}/submissions/${payment.submissionId}` },
      footnote: `Questions? Reply to ${context.brand.supportEmail}.`,
    }),
    attachments: [
      {
        filename: payment.invoice.fileName,
        contentType: 'application/pdf',
        contentBase64: payment.invoice.pdf.toString('base64'),
      },
    ],
  };
}

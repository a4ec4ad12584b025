import { brandedMail } from '../../platform/mail/index.js';
import type { MailMessage } from '../../platform/mail/message.js';
import type { Brand } from '../../platform/system/brand.js';

interface About {
  id: string;
  serviceTitle: string;
}

const link = (publicUrl: string, id: string) => `${publicUrl}/submissions/${id}`;

/** Staff asked for a document: what it is, and the link to upload it on the submission's page. */
export function documentsRequestedMail(
  brand: Brand,
  publicUrl: string,
  to: { email: string; fullName: string },
  submission: About & { label: string; description: string | null },
): MailMessage {
  return brandedMail(brand, {
    to: to.email,
    subject: `${submission.serviceTitle}: we need a document from you`,
    heading: 'We need a document from you',
    greeting: `Hello ${to.fullName},`,
    paragraphs: [
      `To continue with your ${submission.serviceTitle} application, please upload: ${submission.label}.`,
      ...(submission.description ? [submission.description] : []),
    ],
    action: { label: 'Upload the document', url: link(publicUrl, submission.id) },
    footnote: `Questions? Reply to ${brand.supportEmail}.`,
  });
}

/**
 * Staff delivered documents. A final delivery also completed the submission: this one mail says both (no
 * separate status mail).
 */
export function documentsDeliveredMail(
  brand: Brand,
  publicUrl: string,
  to: { email: string; fullName: string },
  submission: About & { title: string; final: boolean },
): MailMessage {
  const heading = submission.final ? 'Your documents are ready' : 'New documents for you';
  return brandedMail(brand, {
    to: to.email,
    subject: submission.final
      ? `${submission.serviceTitle}: your documents are delivered and your application is complete`
      : `${submission.serviceTitle}: new documents for you`,
    heading,
    greeting: `Hello ${to.fullName},`,
    paragraphs: [
      `We have delivered documents for your ${submission.serviceTitle} application: ${submission.title}.`,
      submission.final
        ? `Your ${submission.serviceTitle} application is now complete.`
        : 'Download them from your application page.',
    ],
    action: { label: 'Download your documents', url: link(publicUrl, submission.id) },
    footnote: `Questions? Reply to ${brand.supportEmail}.`,
  });
}

import { ContentPage, LEGAL_LAST_UPDATED } from './ContentPage';

export function TermsOfServicePage() {
  return (
    <ContentPage
      title="Terms of Service"
      meta={LEGAL_LAST_UPDATED}
      summary="The terms that govern your use of the Startwise website and our business registration, compliance and advisory services in India."
      intro="These terms form an agreement between you and Startwise Business Services Private Limited. By creating an account or buying a service you accept them; please read them carefully."
      sections={[
        {
          heading: 'Our services',
          body: [
            'Startwise prepares and files applications, registrations and returns on your behalf and gives professional guidance through qualified chartered accountants, company secretaries and advocates. Government approvals are granted by the authorities concerned; we do not control their decisions or processing times.',
          ],
        },
        {
          heading: 'Your account',
          body: [
            [
              'You must be at least 18 years old and able to enter into a binding contract under the Indian Contract Act, 1872.',
              'Keep your password confidential and turn on two-factor authentication for extra protection.',
              'You are responsible for activity under your account; tell us at once if you suspect unauthorised use.',
            ],
          ],
        },
        {
          heading: 'Information you provide',
          body: [
            'You confirm that the information and documents you submit are accurate, complete and belong to you or that you are authorised to use them. Delays or rejections caused by incorrect or incomplete information are not our responsibility, and re-filing may attract government fees.',
          ],
        },
        {
          heading: 'Fees and payment',
          body: [
            'Prices are shown in Indian rupees and include GST unless stated otherwise. Government fees, stamp duty and professional fees that depend on your case are shown separately before you pay. Payments are processed securely by Razorpay, and a tax invoice is available from your account after payment.',
          ],
        },
        {
          heading: 'Timelines',
          body: [
            'Timelines shown on our website are estimates based on typical processing times. Company registration usually takes 2-3 weeks from receipt of complete documents, subject to name approval and government portal availability.',
          ],
        },
        {
          heading: 'Refunds',
          body: ['Refunds are governed by our Refund Policy, which forms part of these terms.'],
        },
        {
          heading: 'Limitation of liability',
          body: [
            'To the extent permitted by law, our total liability for any claim relating to a service is limited to the professional fee you paid us for that service. We are not liable for indirect or consequential losses, or for delays caused by government authorities or events beyond our reasonable control.',
          ],
        },
        {
          heading: 'Changes to these terms',
          body: [
            'We may update these terms from time to time. For material changes we will give you 30-day notice by email before they take effect; continuing to use our services after that means you accept the updated terms.',
          ],
        },
        {
          heading: 'Governing law',
          body: [
            'These terms are governed by the laws of India. Disputes are subject to the exclusive jurisdiction of the courts at Bengaluru, Karnataka.',
          ],
        },
      ]}
    />
  );
}

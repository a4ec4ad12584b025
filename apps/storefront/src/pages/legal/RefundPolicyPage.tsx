import { ContentPage, LEGAL_LAST_UPDATED } from './ContentPage';

export function RefundPolicyPage() {
  return (
    <ContentPage
      title="Refund Policy"
      meta={LEGAL_LAST_UPDATED}
      summary="When Startwise refunds a payment, how to ask for one, and how long reviews and refunds take."
      intro="We want you to be satisfied with every service you buy from Startwise. This policy explains when you are entitled to a refund and how the process works."
      sections={[
        {
          heading: 'When you can get a refund',
          body: [
            [
              'Full refund of our professional fee if you cancel before we have started work on your application.',
              'Full refund of our professional fee if we are unable to deliver the service because of a reason within our control.',
              'Partial refund in proportion to the work not yet done if you cancel after work has started.',
            ],
          ],
        },
        {
          heading: 'What is not refundable',
          body: [
            [
              'Government fees, stamp duty and other statutory charges once they have been paid to the authority.',
              'Fees for services that have been completed and delivered.',
              'Cases where an application is rejected because the information or documents you provided were incorrect or incomplete.',
            ],
          ],
        },
        {
          heading: 'How to request a refund',
          body: [
            'Write to support@startwise.in from your registered email address with your submission or transaction reference and the reason for your request. We review every request and respond within 3 business days.',
          ],
        },
        {
          heading: 'How refunds are paid',
          body: [
            'Approved refunds are made to the original payment method through Razorpay. Refunds take 5-10 business days to reach your account, depending on your bank or card issuer. A credit note is issued against your original invoice.',
          ],
        },
        {
          heading: 'Changes to this policy',
          body: [
            'We will give you 30-day notice by email before any material change to these refund terms takes effect. Payments made before the change remain covered by the policy in force when you paid.',
          ],
        },
        {
          heading: 'Support hours',
          body: ['Monday to Friday 9am-6pm IST, Saturday 10am-2pm, Sunday closed.'],
        },
      ]}
    />
  );
}

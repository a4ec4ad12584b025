import { Accordion, Heading, Stack, Text } from '@startwise/ui';

/** Spec 2: four FAQs — services offered, duration, refunds, progress tracking. */
const FAQS = [
  {
    id: 'services',
    title: 'What services do you offer?',
    answer:
      'We help businesses across India with company, LLP and partnership registration, GST registration and returns, income tax and ROC compliance, trademark and copyright filing, licences such as FSSAI and MSME/Udyam, and business plans and funding support.',
  },
  {
    id: 'duration',
    title: 'How long does the process take?',
    answer:
      'It depends on the service and the government department involved. GST registration usually takes 7-10 working days, and company registration takes 2-3 weeks once we have your complete documents. Every service page shows its typical timeline.',
  },
  {
    id: 'refunds',
    title: 'What is your refund policy?',
    answer:
      'If we have not started work, we refund our professional fee in full. We review every refund request within 3 business days, and approved refunds take 5-10 business days to reach your account. Government fees already paid cannot be refunded.',
  },
  {
    id: 'tracking',
    title: 'How can I track the progress of my application?',
    answer:
      'Sign in and open Submissions to see the status of every application, the documents you uploaded and your payments. Your support manager also emails you at each milestone.',
  },
];

export function ContactFaqs() {
  return (
    <Stack as="section" space="medium" aria-labelledby="faq-title">
      <Heading level="2" id="faq-title">
        Frequently Asked Questions
      </Heading>
      <Accordion
        headingLevel={3}
        items={FAQS.map((faq) => ({ id: faq.id, title: faq.title, content: <Text>{faq.answer}</Text> }))}
      />
    </Stack>
  );
}

import { ContentPage, LEGAL_LAST_UPDATED } from './ContentPage';

export function PrivacyPolicyPage() {
  return (
    <ContentPage
      title="Privacy Policy"
      meta={LEGAL_LAST_UPDATED}
      summary="How Startwise collects, uses, stores and protects your personal data and business documents, and the choices you have under Indian law."
      intro="This policy explains what personal data Startwise Business Services Private Limited collects when you use our website and services, why we collect it, and how you can control it. It is written to meet the Information Technology Act, 2000, its Reasonable Security Practices Rules, and the Digital Personal Data Protection Act, 2023."
      sections={[
        {
          heading: 'Information we collect',
          body: [
            'We collect only what we need to deliver the services you ask for:',
            [
              'Account details: your full name, email address, phone number and password (stored only as a salted hash).',
              'Application details: the information and documents you submit for a service, such as PAN, Aadhaar, address proof, incorporation documents or trademark artwork.',
              'Billing details: business name, GSTIN and billing address used on your tax invoices.',
              'Payment records: the amount, status and reference numbers of each payment. Card and UPI details are collected by our payment partner Razorpay and never reach our servers.',
              'Usage data: pages visited, device and browser type, collected to keep the site secure and working well.',
            ],
          ],
        },
        {
          heading: 'How we use your information',
          body: [
            [
              'To prepare and file your applications with government portals such as the MCA, GST Network, Income Tax Department and the Trade Marks Registry.',
              'To keep you informed about the progress of your submissions and payments.',
              'To issue GST-compliant invoices and meet our accounting and tax obligations.',
              'To send our monthly newsletter, only if you subscribe.',
              'To detect and prevent fraud and misuse of our services.',
            ],
            'We do not sell your personal data, and we do not use your documents for any purpose other than the service you requested.',
          ],
        },
        {
          heading: 'Sharing your information',
          body: [
            'We share your information only with government authorities as required to complete your filings, with professionals (chartered accountants, company secretaries and advocates) engaged on your matter who are bound by confidentiality, with service providers who host our systems or process payments under written agreements, and when the law requires us to.',
          ],
        },
        {
          heading: 'How we protect your information',
          body: [
            'Documents are stored encrypted on servers in India, are never publicly accessible and can only be downloaded by you and the team handling your matter. Access is logged and limited to staff who need it. Connections to our website are encrypted with TLS.',
          ],
        },
        {
          heading: 'How long we keep it',
          body: [
            'We keep account and application records for as long as your account is active and for eight years after the last transaction, the period Indian tax and company law requires us to retain books of account. Newsletter subscriptions end as soon as you unsubscribe.',
          ],
        },
        {
          heading: 'Your rights',
          body: [
            'You can ask us to access, correct or erase your personal data, withdraw a consent you have given, or nominate someone to exercise these rights on your behalf. Most details can be updated from My Account; for anything else, write to support@startwise.in and we will respond within 30 days.',
          ],
        },
        {
          heading: 'Grievance Officer',
          body: [
            'If you have a concern about how your data is handled, contact our Grievance Officer at support@startwise.in or by post at 4th Floor, 27 Residency Road, Ashok Nagar, Bengaluru, Karnataka 560025. Support hours are Monday to Friday 9am-6pm IST and Saturday 10am-2pm; we are closed on Sunday.',
          ],
        },
      ]}
    />
  );
}

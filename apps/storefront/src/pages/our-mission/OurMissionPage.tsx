import { ContentPage } from '../legal/ContentPage';

export function OurMissionPage() {
  return (
    <ContentPage
      title="Our Mission"
      summary="Startwise exists to make starting and running a business in India simple, affordable and fully online — with expert help at every step."
      intro="Every year, lakhs of Indians decide to start something of their own. We exist so that paperwork is never the reason they stop."
      sections={[
        {
          heading: 'Why we started',
          body: [
            'Registering a company, getting a GST number or protecting a brand in India often means weeks of visits, unclear fees and forms that change without notice. First-time founders lose time and money that should go into their business. Startwise was founded in Bengaluru to change that: one place, clear prices, and qualified professionals who do the filings for you.',
          ],
        },
        {
          heading: 'What we do',
          body: [
            [
              'Business registration: private limited companies, LLPs, partnerships, one person companies and proprietorships. Company registration typically takes 2-3 weeks.',
              'Tax and compliance: GST registration and returns, income tax filing, TDS and annual ROC compliance.',
              'Intellectual property: trademark search, filing, objection replies and copyright registration.',
              'Licences and certificates: FSSAI, MSME/Udyam, import-export code and more.',
              'Growth support: business plans, pitch decks and funding advisory for startups.',
            ],
          ],
        },
        {
          heading: 'How we work',
          body: [
            [
              '100% online: apply, upload documents, pay and track progress from your account.',
              'Transparent pricing in rupees, with government fees shown separately and a GST invoice for every payment.',
              'A dedicated support manager for every application, available Monday to Friday 9am-6pm IST and Saturday 10am-2pm.',
              'A money-back guarantee if we cannot deliver what we promised.',
            ],
          ],
        },
        {
          heading: 'Our promise',
          body: [
            'More than 500 businesses have been registered with our help and over 1,250 clients trust us with their compliance. Our 98% success rate comes from doing the details right the first time. We will keep earning that trust — one founder at a time.',
          ],
        },
      ]}
    />
  );
}

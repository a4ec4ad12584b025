import { ContentPage, LEGAL_LAST_UPDATED } from './ContentPage';

export function CookiePolicyPage() {
  return (
    <ContentPage
      title="Cookie Policy"
      meta={LEGAL_LAST_UPDATED}
      summary="Which cookies and browser storage the Startwise website uses, why, and how you can control them."
      intro="This policy explains how Startwise uses cookies and similar browser storage. We keep it to what the website needs to work and to keep your account secure."
      sections={[
        {
          heading: 'What cookies are',
          body: [
            'Cookies are small text files a website stores in your browser. Similar technologies such as local storage keep information on your device between visits.',
          ],
        },
        {
          heading: 'Cookies and storage we use',
          body: [
            [
              'Essential: keeping you signed in, remembering the step of a sign-in or verification in progress, and protecting forms against misuse. The website cannot work without these.',
              'Preferences: remembering choices such as Remember me on the login page.',
              'Payments: our payment partner Razorpay sets its own cookies in the checkout window to process your payment securely and prevent fraud.',
            ],
            'We do not use advertising cookies, and we do not let third parties track you across other websites through our pages.',
          ],
        },
        {
          heading: 'Managing cookies',
          body: [
            'You can clear or block cookies in your browser settings. If you block essential cookies and storage, you will not be able to sign in or submit applications.',
          ],
        },
        {
          heading: 'Questions',
          body: ['Write to support@startwise.in if you have any questions about this policy.'],
        },
      ]}
    />
  );
}

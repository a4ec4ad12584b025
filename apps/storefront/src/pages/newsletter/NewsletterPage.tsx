import { newsletter, newsletterPageMachine } from '@startwise/flows';
import { useFlow } from '@startwise/flows/react';
import { NEWSLETTER_PAGE_FAILED } from '@startwise/flows/rules';
import { Card, Container, Heading, List, PageHeading, Stack, Switch, Text, TextField } from '@startwise/ui';
import type { FormEvent } from 'react';
import {
  lookUpNewsletterStatusActor,
  subscribeNewsletterActor,
  unsubscribeNewsletterActor,
} from '../../app/newsletter-actors';
import { Seo } from '../../seo/Seo';

const BENEFITS = [
  'Exclusive promotions and discounts on our services',
  'First to know about new services and registrations',
  'Tips and insights on compliance, tax and growing your business',
  'Invitations to special events, webinars and founder meet-ups',
];

const machine = newsletterPageMachine.provide({
  actors: {
    lookUpNewsletterStatus: lookUpNewsletterStatusActor,
    subscribeNewsletter: subscribeNewsletterActor(NEWSLETTER_PAGE_FAILED),
    unsubscribeNewsletter: unsubscribeNewsletterActor,
  },
});

const selectors = {
  feedback: newsletter.pageFeedback,
  email: newsletter.pageEmail,
  subscribed: newsletter.isSubscribed,
  updating: newsletter.isUpdatingSubscription,
  label: newsletter.subscriptionLabel,
};

/** 'Stay Updated': benefits, the email field and the subscription toggle (spec 2 Newsletter). */
export function NewsletterPage() {
  const { view, send } = useFlow(machine, selectors);
  const { feedback } = view;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  return (
    <Container width="medium">
      <Seo
        title="Newsletter"
        description="Subscribe to the Startwise newsletter: offers, new services, compliance tips and events for Indian founders, once a month."
      />
      <Stack space="xlarge">
        <PageHeading title="Stay Updated" description="Join thousands of founders who get our monthly newsletter." />
        <Stack as="section" space="medium" aria-labelledby="benefits-title">
          <Heading level="2" id="benefits-title">
            What you will get
          </Heading>
          <List marker="check" items={BENEFITS} />
          <Text tone="muted">We send one email a month — no spam, ever.</Text>
        </Stack>
        <Card as="section" padding="large" aria-labelledby="subscription-title">
          <form onSubmit={submit} noValidate>
            <Stack space="medium">
              <Heading level="2" id="subscription-title">
                Your subscription
              </Heading>
              <TextField
                label="Email address"
                type="email"
                name="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={view.email}
                onChange={(event) => send({ type: 'CHANGE', email: event.target.value })}
              />
              <Switch checked={view.subscribed} onChange={() => send({ type: 'TOGGLE' })} disabled={view.updating}>
                {view.label}
              </Switch>
              {feedback ? (
                <Text tone={feedback.tone === 'error' ? 'critical' : 'positive'}>
                  <span role={feedback.tone === 'error' ? 'alert' : 'status'}>{feedback.text}</span>
                </Text>
              ) : null}
            </Stack>
          </form>
        </Card>
        <Text size="small" tone="muted" align="center">
          We respect your privacy. Unsubscribe at any time.
        </Text>
      </Stack>
    </Container>
  );
}

import { footerNewsletterMachine, newsletter } from '@startwise/flows';
import { useFlow } from '@startwise/flows/react';
import { FOOTER_SUBSCRIBE_FAILED } from '@startwise/flows/rules';
import { Button, Heading, Inline, Link, Stack, Text, TextField } from '@startwise/ui';
import type { FormEvent } from 'react';
import { subscribeNewsletterActor } from '../app/newsletter-actors';
import { useFeedbackToast } from '../app/useFeedbackToast';

const machine = footerNewsletterMachine.provide({
  actors: { subscribeNewsletter: subscribeNewsletterActor(FOOTER_SUBSCRIBE_FAILED) },
});

const selectors = {
  feedback: newsletter.footerFeedback,
  subscribing: newsletter.isSubscribing,
  email: newsletter.footerEmail,
};

/** The footer's newsletter form: 'Subscribing...' while it works, the outcome as a toast (spec 4 and 5). */
export function FooterNewsletter() {
  const { view, send } = useFlow(machine, selectors);
  useFeedbackToast(view.feedback);
  const { subscribing } = view;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  return (
    <Stack as="section" space="small" aria-labelledby="footer-newsletter-title">
      <Heading level="3" as="h2" id="footer-newsletter-title">
        Subscribe to our newsletter
      </Heading>
      <Text size="small" tone="muted">
        Offers, new services and compliance reminders, once a month.
      </Text>
      <form onSubmit={submit} noValidate aria-labelledby="footer-newsletter-title">
        <Inline space="small" alignY="bottom">
          <TextField
            label="Email address"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={view.email}
            onChange={(event) => send({ type: 'CHANGE', email: event.target.value })}
          />
          <Button type="submit" disabled={subscribing}>
            {subscribing ? newsletter.SUBSCRIBING_LABEL : 'Subscribe'}
          </Button>
        </Inline>
      </form>
      <Link href="/newsletter">Manage your subscription</Link>
    </Stack>
  );
}

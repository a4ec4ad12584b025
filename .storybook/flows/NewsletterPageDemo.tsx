import { newsletter, newsletterPageMachine } from '@startwise/flows';
import { useFlow } from '@startwise/flows/react';
import { Button, Inline, Spinner, Stack, Switch, Text, TextField } from '@startwise/ui';
import type { FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { fakeLatency } from './fakeLatency';

/** The address the fake server has on its list. */
export const SUBSCRIBED_EMAIL = 'asha@example.com';

// The real newsletter-page machine with a fake list that holds SUBSCRIBED_EMAIL.
const demoMachine = newsletterPageMachine.provide({
  actors: {
    lookUpNewsletterStatus: fromPromise(async ({ input }: { input: { email: string } }) => {
      await fakeLatency();
      return { subscribed: input.email === SUBSCRIBED_EMAIL };
    }),
    subscribeNewsletter: fromPromise(async () => {
      await fakeLatency();
      return {};
    }),
    unsubscribeNewsletter: fromPromise(async () => {
      await fakeLatency();
      return {};
    }),
  },
});

const selectors = {
  email: newsletter.pageEmail,
  subscribed: newsletter.isSubscribed,
  label: newsletter.subscriptionLabel,
  checking: newsletter.isCheckingStatus,
  updating: newsletter.isUpdatingSubscription,
  feedback: newsletter.pageFeedback,
};

/** The newsletter page: the status of a valid address is looked up as you type; the switch flips it. */
export function NewsletterPageDemo() {
  const { view, send } = useFlow(demoMachine, selectors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack space="medium">
        <TextField
          label="Email address"
          type="email"
          value={view.email}
          onChange={(event) => send({ type: 'CHANGE', email: event.target.value })}
        />
        <Inline space="small" alignY="center">
          <Switch checked={view.subscribed} disabled={view.updating} onChange={() => send({ type: 'TOGGLE' })}>
            {view.label}
          </Switch>
          {view.checking && <Spinner size="small" label="Checking subscription" />}
        </Inline>
        <Inline space="small">
          <Button type="submit" loading={view.updating}>
            {view.subscribed ? 'Unsubscribe' : 'Subscribe'}
          </Button>
        </Inline>
        {view.feedback && (
          <Text tone={view.feedback.tone === 'error' ? 'critical' : 'positive'}>{view.feedback.text}</Text>
        )}
      </Stack>
    </form>
  );
}

import { footerNewsletterMachine, newsletter } from '@startwise/flows';
import { useFlow } from '@startwise/flows/react';
import { Alert, Button, Inline, Stack, TextField } from '@startwise/ui';
import type { FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { fakeLatency } from './fakeLatency';

// The real footer-newsletter machine; the fake server subscribes every address without a message of its own.
const demoMachine = footerNewsletterMachine.provide({
  actors: {
    subscribeNewsletter: fromPromise(async () => {
      await fakeLatency();
      return {};
    }),
  },
});

const selectors = {
  email: newsletter.footerEmail,
  subscribing: newsletter.isSubscribing,
  feedback: newsletter.footerFeedback,
};

/** The footer's one-field form: checked here first, 'Subscribing...' while the call runs, then the message. */
export function FooterNewsletterDemo() {
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
        <Inline space="small">
          <Button type="submit" disabled={view.subscribing}>
            {view.subscribing ? newsletter.SUBSCRIBING_LABEL : 'Subscribe'}
          </Button>
        </Inline>
        {view.feedback && (
          <Alert tone={view.feedback.tone === 'error' ? 'critical' : 'positive'}>{view.feedback.text}</Alert>
        )}
      </Stack>
    </form>
  );
}

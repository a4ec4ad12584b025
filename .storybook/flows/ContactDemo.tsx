import { contact, contactMachine } from '@startwise/flows';
import { useFlow } from '@startwise/flows/react';
import { Alert, Button, Card, Heading, Inline, Stack, Text, TextArea, TextField } from '@startwise/ui';
import type { FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { fakeLatency } from './fakeLatency';

// The real contact machine; the fake server accepts every message and answers without a message of its own.
const demoMachine = contactMachine.provide({
  actors: {
    sendContactMessage: fromPromise(async (): Promise<{ message?: string } | undefined> => {
      await fakeLatency();
      return undefined;
    }),
  },
});

const selectors = {
  values: contact.contactValues,
  sending: contact.isSending,
  sent: contact.isSent,
  feedback: contact.contactFeedback,
};

type Field = keyof ReturnType<typeof contact.contactValues>;

/** The contact form: one message for missing fields, sending, then 'Message Sent!' until 'Send Another Message'. */
export function ContactDemo() {
  const { view, send } = useFlow(demoMachine, selectors);
  const change = (field: Field) => (event: { target: { value: string } }) =>
    send({ type: 'CHANGE', field, value: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };

  return (
    <Stack space="medium">
      {view.feedback && (
        <Alert tone={view.feedback.tone === 'error' ? 'critical' : 'positive'}>{view.feedback.text}</Alert>
      )}
      {view.sent ? (
        <Card>
          <Stack space="medium">
            <Heading level="3">Message Sent!</Heading>
            <Text>We will get back to you soon.</Text>
            <Inline space="small">
              <Button onClick={() => send({ type: 'SEND_ANOTHER' })}>Send Another Message</Button>
            </Inline>
          </Stack>
        </Card>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack space="medium">
            <TextField label="Name" required value={view.values.name} onChange={change('name')} />
            <TextField label="Email" type="email" required value={view.values.email} onChange={change('email')} />
            <TextField label="Phone" type="tel" value={view.values.phone ?? ''} onChange={change('phone')} />
            <TextArea label="Message" required rows={3} value={view.values.message} onChange={change('message')} />
            <Inline space="small">
              <Button type="submit" loading={view.sending}>
                Send Message
              </Button>
            </Inline>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

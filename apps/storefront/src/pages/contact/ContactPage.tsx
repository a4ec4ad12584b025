import { contact, contactMachine } from '@startwise/flows';
import { useFlow } from '@startwise/flows/react';
import {
  Button,
  Card,
  Column,
  Columns,
  Container,
  Heading,
  PageHeading,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@startwise/ui';
import type { FormEvent } from 'react';
import { useFeedbackToast } from '../../app/useFeedbackToast';
import { Seo } from '../../seo/Seo';
import { ContactFaqs } from './ContactFaqs';
import { sendContactMessageActor } from './contact-actors';
import { OfficeDetails } from './OfficeDetails';

const machine = contactMachine.provide({ actors: { sendContactMessage: sendContactMessageActor } });

const selectors = {
  feedback: contact.contactFeedback,
  values: contact.contactValues,
  sending: contact.isSending,
  sent: contact.isSent,
};

function ContactForm() {
  const { view, send } = useFlow(machine, selectors);
  useFeedbackToast(view.feedback);
  const { values, sending } = view;
  if (view.sent) {
    return (
      <Card as="section" padding="large" aria-labelledby="sent-title">
        <Stack space="medium" align="center">
          <Heading level="2" id="sent-title">
            Message Sent!
          </Heading>
          <Text align="center">Thank you for reaching out. Our team will reply within one business day.</Text>
          <Button variant="secondary" onClick={() => send({ type: 'SEND_ANOTHER' })}>
            Send Another Message
          </Button>
        </Stack>
      </Card>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  return (
    <Card as="section" padding="large" aria-labelledby="contact-form-title">
      <form onSubmit={submit} noValidate>
        <Stack space="medium">
          <Heading level="2" id="contact-form-title">
            Send us a message
          </Heading>
          <TextField
            label="Name"
            name="name"
            autoComplete="name"
            required
            value={values.name}
            onChange={(event) => send({ type: 'CHANGE', field: 'name', value: event.target.value })}
            disabled={sending}
          />
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={(event) => send({ type: 'CHANGE', field: 'email', value: event.target.value })}
            disabled={sending}
          />
          <TextField
            label="Phone (optional)"
            type="tel"
            name="phone"
            autoComplete="tel"
            value={values.phone ?? ''}
            onChange={(event) => send({ type: 'CHANGE', field: 'phone', value: event.target.value })}
            disabled={sending}
          />
          <TextArea
            label="Message"
            name="message"
            required
            rows={5}
            value={values.message}
            onChange={(event) => send({ type: 'CHANGE', field: 'message', value: event.target.value })}
            disabled={sending}
          />
          <Button type="submit" loading={sending}>
            Send Message
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

/** Contact: the form and its success panel, office details with a map, and four FAQs (spec 2). */
export function ContactPage() {
  return (
    <Container>
      <Seo
        title="Contact Us"
        description="Talk to Startwise about company registration, GST, trademarks or compliance. Call, email or send us a message — we reply within one business day."
      />
      <Stack space="xxlarge">
        <PageHeading
          title="Contact Us"
          description="Questions about a registration, a filing or your application? We are here to help."
        />
        <Columns space="xlarge" collapseBelow="desktop">
          <Column>
            <ContactForm />
          </Column>
          <Column>
            <OfficeDetails />
          </Column>
        </Columns>
        <ContactFaqs />
      </Stack>
    </Container>
  );
}

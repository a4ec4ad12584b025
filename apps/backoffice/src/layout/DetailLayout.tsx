import {
  ButtonLink,
  Column,
  Columns,
  Container,
  Inline,
  PageHeading,
  Stack,
  Timeline,
  type TimelineEvent,
} from '@startwise/ui';
import type { ReactNode } from 'react';
import { PageTitle } from './PageTitle';
import { Section } from './Section';

interface DetailLayoutProps {
  /** The document's title ('Message from Kavya Reddy'). */
  documentTitle: string;
  /** The list this record belongs to. */
  back: { href: string; label: string };
  eyebrow: string;
  title: string;
  description: string;
  /** Status flags under the heading, and actions on the whole record (Refund). */
  badges: ReactNode;
  /** What just happened to the record (a refund's outcome), across the page above the columns. */
  notice?: ReactNode;
  /** The sections to work in (two thirds of a desktop). */
  main: ReactNode;
  /** The sections beside them: who, what to do (one third; below the main ones on smaller screens). */
  aside: ReactNode;
  /** What happened to the record, in order: the aside's last section. */
  timeline?: readonly TimelineEvent[];
  /** Tables too wide for two thirds (a payment's refunds), across the page under the columns. */
  below?: ReactNode;
}

/** One record's page (a submission, a message, a payment): back to its list, the heading and flags, two columns. */
export function DetailLayout({
  documentTitle,
  back,
  eyebrow,
  title,
  description,
  badges,
  notice,
  main,
  aside,
  timeline,
  below,
}: DetailLayoutProps) {
  return (
    <Container>
      <PageTitle title={documentTitle} />
      <Stack space="large">
        <Stack space="small" align="left">
          <ButtonLink href={back.href} variant="ghost" size="small">
            {back.label}
          </ButtonLink>
          <PageHeading compact eyebrow={eyebrow} title={title} description={description} />
          <Inline space="small" alignY="center">
            {badges}
          </Inline>
        </Stack>
        {notice}
        <Columns space="large" collapseBelow="desktop">
          <Column width="2/3">
            <Stack space="large">{main}</Stack>
          </Column>
          <Column width="1/3">
            <Stack space="large">
              {aside}
              {timeline ? (
                <Section title="Timeline">
                  <Timeline label="Timeline" events={timeline} />
                </Section>
              ) : null}
            </Stack>
          </Column>
        </Columns>
        {below}
      </Stack>
    </Container>
  );
}

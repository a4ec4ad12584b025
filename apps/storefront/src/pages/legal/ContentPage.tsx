import { Container, Heading, List, PageHeading, Stack, Text } from '@startwise/ui';
import type { ReactNode } from 'react';
import { Seo } from '../../seo/Seo';

export interface ContentSection {
  heading: string;
  /** Paragraphs; a string array item becomes a bulleted list. */
  body: readonly (string | readonly string[])[];
}

export interface ContentPageProps {
  title: string;
  /** The meta description. */
  summary: string;
  /** A line under the title, e.g. 'Last Updated: April 1, 2025'. */
  meta?: string;
  intro?: ReactNode;
  sections: readonly ContentSection[];
}

/** A page of prose (mission, policies): a title and titled sections at a readable width. */
export function ContentPage({ title, summary, meta, intro, sections }: ContentPageProps) {
  return (
    <Container width="small">
      <Seo title={title} description={summary} />
      <Stack space="xlarge">
        <PageHeading title={title} eyebrow={meta} description={intro} />
        {sections.map((section) => (
          <Stack as="section" key={section.heading} space="medium">
            <Heading level="2">{section.heading}</Heading>
            {section.body.map((block) =>
              typeof block === 'string' ? <Text key={block}>{block}</Text> : <List key={block.join()} items={block} />,
            )}
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}

/** Spec 2: every legal page shows this date. */
export const LEGAL_LAST_UPDATED = 'Last Updated: April 1, 2025';

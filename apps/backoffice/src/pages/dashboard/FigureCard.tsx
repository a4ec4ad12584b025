import { Card, Heading, Link, Stack, Text } from '@startwise/ui';
import { type ReactNode, useId } from 'react';
import * as styles from './FigureCard.css';
import { type FigureLink, queueHref } from './queue-link';

interface FigureCardProps {
  title: string;
  /** The number as written ('12', '₹4,999', '2.5 days'). */
  value: string;
  /** The list behind the number: the number becomes a link to it, named `linkLabel`. */
  link?: FigureLink;
  /** What the link opens, for assistive technology: 'Orders today: 12, open the list'. */
  linkLabel?: string;
  /** A line under the number: the parts of it, or what it is compared with. */
  detail?: ReactNode;
}

/** One headline figure of the dashboard, its number a link to the queue filtered to what it counts. */
export function FigureCard({ title, value, link, linkLabel, detail }: FigureCardProps) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} padding="large" fullHeight>
      <Stack space="small">
        <Heading level="4" as="h2" id={id}>
          {title}
        </Heading>
        <p className={styles.value}>
          {link ? (
            <Link href={queueHref(link)} aria-label={linkLabel}>
              {value}
            </Link>
          ) : (
            value
          )}
        </p>
        {detail ? (
          <Text size="small" tone="muted">
            {detail}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

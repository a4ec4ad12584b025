import { Card, Heading, Stack } from '@startwise/ui';
import { type ReactNode, useId } from 'react';

/** A titled card of a page (a landmark named by its heading), with an optional line of actions under the title. */
export function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Card padding="large" as="section" aria-labelledby={id}>
      <Stack space="medium">
        <Heading level="2" id={id}>
          {title}
        </Heading>
        {actions}
        {children}
      </Stack>
    </Card>
  );
}

import { Card, Container, PageHeading, Stack } from '@startwise/ui';
import type { ReactNode } from 'react';

/** The narrow card every sign-in screen sits in: the page's h1, a line of help, then the form. */
export function AuthPanel({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container width="small">
      <Card padding="large" as="section" aria-label={title}>
        <Stack space="large">
          <PageHeading title={title} description={description} />
          {children}
        </Stack>
      </Card>
    </Container>
  );
}

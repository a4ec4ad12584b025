import { Box, Card, Container, Logo, PageHeading, Stack } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { configQuery } from '../../app/queries';

/** The narrow card both sign-in steps sit in, under the brand: the page's h1, a line of help, then the form. */
export function SignInPanel({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  const { data: config } = useQuery(configQuery);
  return (
    <Box as="main" id="main" paddingY="xxlarge">
      <Container width="small">
        <Stack space="large">
          <Logo name={config?.brand.name ?? 'Startwise'} />
          <Card padding="large" as="section" aria-label={title}>
            <Stack space="large">
              <PageHeading eyebrow="Back office" title={title} description={description} />
              {children}
            </Stack>
          </Card>
        </Stack>
      </Container>
    </Box>
  );
}

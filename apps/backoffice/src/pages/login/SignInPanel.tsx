import { Box, Card, Container, Logo, PageHeading, Stack } from '@startwise/ui';
import type { ReactNode } from 'react';
import { useBrandName } from '../../app/brand-name';
import * as styles from './SignInPanel.css';

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
  const brandName = useBrandName();
  return (
    <Box as="main" id="main" paddingY="xxlarge" className={styles.page}>
      <Container width="small">
        <Stack space="large">
          <Logo name={brandName} />
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

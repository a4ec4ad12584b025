import { Alert, ButtonLink, Container, IconBadge, Stack } from '@startwise/ui';
import { useRouteError } from 'react-router-dom';
import { PageTitle } from '../layout/PageTitle';
import { paths } from './paths';
import { BackofficeProviders } from './providers';

/**
 * The last resort when a route fails to render (a chunk gone after a deploy, a bug): a message and a way back to
 * the queue instead of a blank page. Expected failures (an unknown submission) are shown by the pages.
 */
export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : 'An unexpected error occurred.';
  return (
    <BackofficeProviders>
      <Container as="main">
        <PageTitle title="Something went wrong" />
        <Stack space="large">
          <IconBadge icon="alert" tone="critical" />
          <Alert tone="critical" title="Something went wrong">
            {message}
          </Alert>
          <ButtonLink href={paths.queue}>Back to the queue</ButtonLink>
        </Stack>
      </Container>
    </BackofficeProviders>
  );
}

import { Alert, ButtonLink, Container, IconBadge, Stack } from '@startwise/ui';
import { useRouteError } from 'react-router-dom';
import { AppProviders } from './providers';

/**
 * The last resort when a route fails to render (a chunk that no longer exists after a deploy, a bug): a message
 * and a way home instead of a blank page. Expected failures (a missing category) are shown by the pages.
 */
export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : 'An unexpected error occurred.';
  return (
    <AppProviders>
      <Container as="main">
        <Stack space="large">
          <IconBadge icon="alert" tone="critical" />
          <Alert tone="critical" title="Something went wrong">
            {message}
          </Alert>
          <ButtonLink href="/">Back to Home</ButtonLink>
        </Stack>
      </Container>
    </AppProviders>
  );
}

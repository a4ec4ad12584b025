import { ButtonLink, PageLayout } from '@startwise/ui';
import { useRouteError } from 'react-router-dom';
import { HomeLogo } from './HomeLogo';
import { PageMessage } from './PageMessage';
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
      <PageLayout logo={<HomeLogo />}>
        <PageMessage
          icon="alert"
          tone="critical"
          title="Something went wrong"
          description={message}
          actions={<ButtonLink href="/">Back to Home</ButtonLink>}
        />
      </PageLayout>
    </AppProviders>
  );
}

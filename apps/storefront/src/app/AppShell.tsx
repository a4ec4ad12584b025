import { LoadingOverlay } from '@startwise/ui';
import { Outlet } from 'react-router-dom';
import { AppProviders } from './providers';
import { useScrollToTop } from './useScrollToTop';
import { useSlowActivity } from './useSlowActivity';
import { useToastsOfThePage } from './useToastsOfThePage';

/**
 * The app-wide overlay for slow requests. A component of its own: every request that starts or ends changes what
 * it reads, and only the overlay should render again, not the whole page.
 */
function SlowActivityOverlay() {
  return <LoadingOverlay active={useSlowActivity()} fullScreen />;
}

/** Closes the previous page's toasts on navigation (under the providers, where the toasts live). */
function ToastsOfThePage() {
  useToastsOfThePage();
  return null;
}

/** The root route: providers, scroll reset on navigation and the app-wide overlay for slow requests. */
export function AppShell() {
  useScrollToTop();
  return (
    <AppProviders>
      <Outlet />
      <SlowActivityOverlay />
      <ToastsOfThePage />
    </AppProviders>
  );
}

import { LoadingOverlay } from '@startwise/ui';
import { Outlet } from 'react-router-dom';
import { AppProviders } from './providers';
import { useScrollToTop } from './useScrollToTop';
import { useSlowActivity } from './useSlowActivity';

/** The root route: providers, scroll reset on navigation and the app-wide overlay for slow requests. */
export function AppShell() {
  useScrollToTop();
  const slow = useSlowActivity();
  return (
    <AppProviders>
      <Outlet />
      <LoadingOverlay active={slow} fullScreen />
    </AppProviders>
  );
}

import { Box } from '@startwise/ui';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteHeader } from '../header/SiteHeader';

// The footer sits below the fold on every page: it loads after the page's own code, off the critical path.
const SiteFooter = lazy(() => import('../footer/SiteFooter'));

/** Pages with the header and footer; the footer's links are always open on the home page (spec 2). */
export function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <SiteHeader />
      <Box as="main" id="main" paddingY="xlarge">
        <Outlet />
      </Box>
      <Suspense fallback={null}>
        <SiteFooter alwaysOpen={pathname === '/'} />
      </Suspense>
    </>
  );
}

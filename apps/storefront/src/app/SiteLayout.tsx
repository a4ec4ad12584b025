import { Box } from '@startwise/ui';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteHeader } from '../header/SiteHeader';
import { HydratesSeparately } from './HydratesSeparately';

// The footer sits below the fold on every page: it loads after the page's own code, off the critical path (and its
// Suspense boundary is hydrated on its own, like the header and the page).
const SiteFooter = lazy(() => import('../footer/SiteFooter'));

/** Pages with the header and footer; the footer's links are always open on the home page (spec 2). */
export function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <HydratesSeparately>
        <SiteHeader />
      </HydratesSeparately>
      <Box as="main" id="main" paddingY="xlarge">
        <HydratesSeparately>
          <Outlet />
        </HydratesSeparately>
      </Box>
      <Suspense fallback={null}>
        <SiteFooter alwaysOpen={pathname === '/'} />
      </Suspense>
    </>
  );
}

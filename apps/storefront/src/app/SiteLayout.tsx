import { PageLayout } from '@startwise/ui';
import { Outlet, useLocation } from 'react-router-dom';
import SiteFooter from '../footer/SiteFooter';
import { SiteHeader } from '../header/SiteHeader';
import { HydratesSeparately } from './HydratesSeparately';

// The footer is part of the app's code, not a chunk of its own: on a server-rendered page a tap on 'Site links'
// before a lazily loaded footer had hydrated was lost. Its newsletter form still loads when it comes into view.

/** Pages with the header and footer; the footer's links are always open on the home page (spec 2). */
export function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <PageLayout
      header={
        <HydratesSeparately>
          <SiteHeader />
        </HydratesSeparately>
      }
      footer={
        <HydratesSeparately>
          <SiteFooter alwaysOpen={pathname === '/'} />
        </HydratesSeparately>
      }
    >
      <HydratesSeparately>
        <Outlet />
      </HydratesSeparately>
    </PageLayout>
  );
}

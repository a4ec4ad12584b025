import { PageLayout } from '@startwise/ui';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import SiteFooter from '../footer/SiteFooter';
import { CHECKOUT_HANDLE } from '../guards/account-routes';
import { SiteHeader } from '../header/SiteHeader';
import { HydratesSeparately } from './HydratesSeparately';

// The footer is part of the app's code, not a chunk of its own: on a server-rendered page a tap on 'Site links'
// before a lazily loaded footer had hydrated was lost. Its newsletter form still loads when it comes into view.

/**
 * Pages with the header and footer; the footer's links are always open on the home page (spec 2). Where the customer
 * pays, the marketing footer and its newsletter form stay out of the way: the page carries the links it needs.
 */
export function SiteLayout() {
  const { pathname } = useLocation();
  const checkout = useMatches().some((match) => match.handle === CHECKOUT_HANDLE);
  return (
    <PageLayout
      header={
        <HydratesSeparately>
          <SiteHeader />
        </HydratesSeparately>
      }
      footer={
        checkout ? undefined : (
          <HydratesSeparately>
            <SiteFooter alwaysOpen={pathname === '/'} />
          </HydratesSeparately>
        )
      }
    >
      <HydratesSeparately>
        <Outlet />
      </HydratesSeparately>
    </PageLayout>
  );
}

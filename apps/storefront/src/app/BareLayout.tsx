import { PageLayout } from '@startwise/ui';
import { Outlet } from 'react-router-dom';
import { HomeLogo } from './HomeLogo';

/**
 * Verify email, two-factor, forgot and reset password: the page alone, without header and footer (spec 2), under
 * the logo so the visitor still knows whose page it is.
 */
export function BareLayout() {
  return (
    <PageLayout logo={<HomeLogo />}>
      <Outlet />
    </PageLayout>
  );
}

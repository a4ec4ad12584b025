import { Link } from '@startwise/ui';
import { lazy, Suspense } from 'react';
import { useSession } from '../app/session';

// Only signed-in customers need the menu (a popover with keyboard handling): visitors never download it.
const AccountMenu = lazy(() => import('./AccountMenu'));

/** The header's account corner: the avatar menu when signed in, otherwise the Login link (spec 2). */
export function AccountCorner() {
  const { user } = useSession();
  if (!user) return <Link href="/login">Login</Link>;
  return (
    <Suspense fallback={null}>
      <AccountMenu user={user} />
    </Suspense>
  );
}

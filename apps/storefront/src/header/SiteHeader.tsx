import { Header, Inline } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { HomeLogo } from '../app/HomeLogo';
import { topCategoriesQuery } from '../app/queries';
import { AccountCorner } from './AccountCorner';
import { CategoryMenu } from './CategoryMenu';
import { HeaderSearch } from './HeaderSearch';

// The mobile menu's accordion is fetched when the menu is first opened; desktop visitors never need it.
const MobileMenu = lazy(() => import('./MobileMenu'));

/** Logo, category menu, search, account corner and the mobile menu (spec 2 header). */
export function SiteHeader() {
  const { data } = useQuery(topCategoriesQuery);
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const categories = (data?.categoriesWithServices ?? []).filter((category) => category.count > 0);
  return (
    <Header
      logo={<HomeLogo />}
      nav={<CategoryMenu categories={categories} />}
      actions={
        <Inline space="small">
          <HeaderSearch />
          <AccountCorner />
        </Inline>
      }
      mobileNav={
        mobileMenuOpen ? (
          <Suspense fallback={null}>
            <MobileMenu categories={categories} onNavigate={() => setMobileMenuOpen(false)} />
          </Suspense>
        ) : (
          <span />
        )
      }
      isMobileMenuOpen={mobileMenuOpen}
      onMobileMenuOpenChange={setMobileMenuOpen}
    />
  );
}

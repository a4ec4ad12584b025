import type { Schemas } from '@startwise/api-client';
import { Accordion, Box, Link, Stack } from '@startwise/ui';
import { type ReactNode, useState } from 'react';
import { useSession } from '../app/session';

export interface MobileMenuProps {
  categories: readonly Schemas['CategoryWithServices'][];
  /** Closes the whole mobile menu (after choosing a page). */
  onNavigate: () => void;
}

/**
 * The mobile menu: Services and About Us expand in place, one at a time (choosing the open one again collapses
 * it); choosing a page collapses the item and closes the menu (spec 2).
 */
export default function MobileMenu({ categories, onNavigate }: MobileMenuProps) {
  const { user } = useSession();
  const [expanded, setExpanded] = useState<string[]>([]);
  const choose = () => {
    setExpanded([]);
    onNavigate();
  };
  return (
    <Stack space="xsmall">
      <Accordion
        headingLevel={2}
        expandedIds={expanded}
        onExpandedChange={setExpanded}
        items={[
          {
            id: 'services',
            title: 'Services',
            content: (
              <Stack as="ul" space="small">
                <li>
                  <Link href="/services" onClick={choose}>
                    All Services
                  </Link>
                </li>
                {categories.map((category) => (
                  <li key={category._id}>
                    <Link href={`/category/${category.slug}`} onClick={choose}>
                      {category.name}
                    </Link>
                  </li>
                ))}
              </Stack>
            ),
          },
          {
            id: 'about',
            title: 'About Us',
            content: (
              <Stack as="ul" space="small">
                <li>
                  <Link href="/our-mission" onClick={choose}>
                    Our Mission
                  </Link>
                </li>
                <li>
                  <Link href="/contact-us" onClick={choose}>
                    Contact Us
                  </Link>
                </li>
              </Stack>
            ),
          },
        ]}
      />
      {/* The same inset and row height as the accordion's items above, so every entry lines up. */}
      <Stack as="ul" space="none">
        <MenuRow>
          <Link href="/#expert" tone="neutral" onClick={choose}>
            Experts
          </Link>
        </MenuRow>
        {user ? null : (
          <>
            <MenuRow>
              <Link href="/login" tone="neutral" onClick={choose}>
                Login
              </Link>
            </MenuRow>
            <MenuRow>
              <Link href="/register" tone="neutral" onClick={choose}>
                Register
              </Link>
            </MenuRow>
          </>
        )}
      </Stack>
    </Stack>
  );
}

function MenuRow({ children }: { children: ReactNode }) {
  return (
    <Box as="li" paddingX="xsmall" paddingY="small">
      {children}
    </Box>
  );
}

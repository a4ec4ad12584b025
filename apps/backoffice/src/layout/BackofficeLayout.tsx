import { staffSession } from '@startwise/flows';
import { useStaffSession, useStaffSessionRef } from '@startwise/flows/react';
import { Badge, Box, Button, Header, Inline, Link, Logo, NavMenu, Stack, Text } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { paths } from '../app/paths';
import { configQuery } from '../app/queries';
import { navigationFor } from './navigation';

/** The signed-in member and Sign out, at the end of the header. */
function MemberCorner() {
  const actorRef = useStaffSessionRef();
  const staff = useStaffSession(staffSession.signedInStaff);
  const loggingOut = useStaffSession(staffSession.isLoggingOut);
  if (!staff) return null;
  return (
    <Inline space="small" alignY="center">
      <Inline space="xsmall" alignY="center">
        <Text as="span" size="small" weight="medium">
          {staff.fullName}
        </Text>
        <Badge tone={staff.role === 'admin' ? 'brand' : 'neutral'}>{staff.role}</Badge>
      </Inline>
      <Button variant="secondary" size="small" loading={loggingOut} onClick={() => actorRef.send({ type: 'LOGOUT' })}>
        Sign out
      </Button>
    </Inline>
  );
}

/** Every signed-in screen: the header with the sections the member may open, then the page. */
export function BackofficeLayout() {
  const admin = useStaffSession(staffSession.isAdmin);
  const { data: config } = useQuery(configQuery);
  const [menuOpen, setMenuOpen] = useState(false);
  const entries = navigationFor(admin);
  const brand = config?.brand.name ?? 'Startwise';
  return (
    <>
      <Header
        navLabel="Back office"
        logo={
          <Link href={paths.dashboard} tone="neutral">
            <Inline space="xsmall" alignY="center">
              <Logo name={brand} />
              <Badge tone="brand">Back office</Badge>
            </Inline>
          </Link>
        }
        nav={<NavMenu entries={entries} />}
        actions={<MemberCorner />}
        mobileNav={
          <Stack as="ul" space="small">
            {entries.map((entry) => (
              <li key={entry.id}>
                <Link href={entry.href} onClick={() => setMenuOpen(false)}>
                  {entry.label}
                </Link>
              </li>
            ))}
          </Stack>
        }
        isMobileMenuOpen={menuOpen}
        onMobileMenuOpenChange={setMenuOpen}
      />
      <Box as="main" id="main" paddingY="large">
        <Outlet />
      </Box>
    </>
  );
}

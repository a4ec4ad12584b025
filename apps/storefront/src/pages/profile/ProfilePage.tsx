import { useAuthActorRef, useCurrentUser } from '@startwise/flows/react';
import { Avatar, Card, Container, Heading, Inline, PageHeading, Stack, Tabs, Text } from '@startwise/ui';
import { useEffect } from 'react';
import { Seo } from '../../seo/Seo';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileInformation } from './ProfileInformation';
import { TwoFactorSettings } from './TwoFactorSettings';

/** Spec 2 Profile ('My Account'): who is signed in, then the Profile Information and Security Settings tabs. */
export function ProfilePage() {
  const actorRef = useAuthActorRef();
  const user = useCurrentUser();
  useEffect(() => actorRef.send({ type: 'RESET' }), [actorRef]);

  return (
    <Container width="small">
      <Seo title="My Account" description="Your profile, security settings and billing details." noIndex />
      <Stack space="xlarge">
        <PageHeading title="My Account" />
        <Card padding="large" as="section" aria-label="Account summary">
          <Inline space="medium" alignY="center">
            <Avatar name={user?.fullName} size="large" decorative />
            <Stack space="xsmall">
              <Heading level="3" as="h2">
                {user?.fullName ?? ''}
              </Heading>
              <Text tone="muted">{user?.email ?? ''}</Text>
              <Text tone="muted">{user?.phone || '-'}</Text>
            </Stack>
          </Inline>
        </Card>
        <Tabs
          aria-label="Account sections"
          items={[
            { id: 'profile', label: 'Profile Information', content: <ProfileInformation /> },
            {
              id: 'security',
              label: 'Security Settings',
              content: (
                <Tabs
                  aria-label="Security settings"
                  variant="pill"
                  items={[
                    { id: 'password', label: 'Password', content: <ChangePasswordForm /> },
                    { id: 'two-factor', label: 'Two-Factor Authentication', content: <TwoFactorSettings /> },
                  ]}
                />
              ),
            },
          ]}
        />
      </Stack>
    </Container>
  );
}

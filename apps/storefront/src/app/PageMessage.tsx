import { Container, IconBadge, type IconName, Inline, PageHeading, Stack } from '@startwise/ui';
import type { ReactNode } from 'react';

export interface PageMessageProps {
  /** `compass` for something that is not there, `alert` (with the critical tone) for a failure. */
  icon: IconName;
  tone?: 'brand' | 'critical';
  title: string;
  description?: ReactNode;
  /** The ways on: Back to Home, View All Services, Try Again. */
  actions: ReactNode;
}

/** A page that is a single message (not found, failed to load): an icon, the centred heading and the ways on. */
export function PageMessage({ icon, tone = 'brand', title, description, actions }: PageMessageProps) {
  return (
    <Container width="medium">
      <Stack space="large" align="center">
        <IconBadge icon={icon} tone={tone} />
        <PageHeading align="center" title={title} description={description} />
        <Inline space="medium" align="center">
          {actions}
        </Inline>
      </Stack>
    </Container>
  );
}

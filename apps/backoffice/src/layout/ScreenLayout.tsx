import { Container, PageHeading, Stack } from '@startwise/ui';
import type { ReactNode } from 'react';
import { PageTitle } from './PageTitle';

interface ScreenLayoutProps {
  /** The document's title ('Payments'), and the heading's unless `heading` names it otherwise. */
  title: string;
  heading?: string;
  description?: ReactNode;
  /** What the heading offers on the whole screen (Export CSV, Add a holiday). */
  actions?: ReactNode;
  /** Between the heading and the sections: a list that wants its rows high up says medium. */
  space?: 'medium' | 'large';
  children: ReactNode;
  /** The dialogs the screen opens, outside its column. */
  dialogs?: ReactNode;
}

/** A back-office screen that is not one record's page (a list, the dashboard): its titles, then its sections. */
export function ScreenLayout({
  title,
  heading,
  description,
  actions,
  space = 'large',
  children,
  dialogs,
}: ScreenLayoutProps) {
  return (
    <Container>
      <PageTitle title={title} />
      <Stack space={space}>
        <PageHeading compact title={heading ?? title} description={description} actions={actions} />
        {children}
      </Stack>
      {dialogs}
    </Container>
  );
}

import { Container, Spinner, UiProvider } from '@startwise/ui';
import { useContext } from 'react';
import { BackofficeThemeContext } from './theme';

/** While the first screen's code loads: the theme and a spinner, nothing that starts a session. */
export function BootFallback() {
  return (
    <UiProvider theme={useContext(BackofficeThemeContext)}>
      <Container as="main">
        <Spinner label="Loading the back office" />
      </Container>
    </UiProvider>
  );
}

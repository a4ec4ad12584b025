import { staffSession, staffSessionMachine } from '@startwise/flows';
import { StaffSessionProvider } from '@startwise/flows/react';
import { ToastProvider, UiProvider } from '@startwise/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { SessionBridge } from '../session/SessionBridge';
import { staffSessionServices } from '../session/session-services';
import { staffStorage } from '../session/staff-storage';
import { api } from './api';
import { queryClient } from './query-client';
import { RouterLink } from './RouterLink';
import { BackofficeThemeContext } from './theme';

const sessionMachine = staffSession.provideStaffSessionServices(staffSessionMachine, staffSessionServices(api));

/** Everything a back-office screen needs around it: theme and router links, toasts, server state and the session. */
export function BackofficeProviders({ children }: { children: ReactNode }) {
  return (
    <UiProvider theme={useContext(BackofficeThemeContext)} linkComponent={RouterLink}>
      <ToastProvider>
        <QueryClientProvider client={queryClient}>
          <StaffSessionProvider machine={sessionMachine} storage={staffStorage}>
            <SessionBridge />
            {children}
          </StaffSessionProvider>
        </QueryClientProvider>
      </ToastProvider>
    </UiProvider>
  );
}

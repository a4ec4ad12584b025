import type { Schemas } from '@startwise/api-client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { ACCOUNT_QUERY_KEY } from '../../auth/account-queries';

export type ComplianceCalendar = Schemas['ComplianceCalendarResponse']['data'];
export type Company = Schemas['Company'];

const CALENDAR_KEY = [ACCOUNT_QUERY_KEY, 'compliance'] as const;

/** The customer's companies, filings and the extensions in force; the calendar is computed from them here. */
export const complianceCalendarQuery = queryOptions({
  queryKey: CALENDAR_KEY,
  queryFn: ({ signal }) => api.get('/public/compliance', { signal, fallbackMessage: 'Failed to load your calendar' }),
});

export const complianceFeedQuery = queryOptions({
  queryKey: [...CALENDAR_KEY, 'feed'],
  queryFn: ({ signal }) =>
    api.get('/public/compliance/feed', { signal, fallbackMessage: 'Failed to load your calendar address' }),
});

/** Re-reads the calendar after a change. */
function useRefreshCalendar() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CALENDAR_KEY });
}

export function useAddCompany() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: (body: Schemas['CompanyInput']) =>
      api.post('/public/compliance/companies', { body, fallbackMessage: 'Failed to add the company' }),
    onSuccess: refresh,
  });
}

export function useMarkFiled() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: ({ companyId, body }: { companyId: string; body: Schemas['FilingInput'] }) =>
      api.post('/public/compliance/companies/{companyId}/filings', {
        params: { path: { companyId } },
        body,
        fallbackMessage: 'Failed to mark it as filed',
      }),
    onSuccess: refresh,
  });
}

export function useIssueFeed() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: () => api.post('/public/compliance/feed', { fallbackMessage: 'Failed to make a calendar address' }),
    onSuccess: refresh,
  });
}

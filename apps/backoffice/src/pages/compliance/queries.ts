import { type DueSoonExportQuery, exportDueSoonObligations, type Schemas } from '@startwise/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { ADMIN_QUERY_KEY } from '../../app/query-client';
import { useReloadingChange } from '../../app/useReloadingChange';

export type DueSoonItem = Schemas['DueSoonItem'];
export type Extension = Schemas['ComplianceExtension'];

const COMPLIANCE_KEY = [ADMIN_QUERY_KEY, 'compliance'] as const;

/** One page of the due-soon list (the page after `cursor`); the previous page stays on screen while it loads. */
export const dueSoonQuery = (filters: DueSoonExportQuery, cursor: string | undefined) =>
  queryOptions({
    queryKey: [...COMPLIANCE_KEY, 'due-soon', filters, cursor],
    queryFn: ({ signal }) =>
      api.get('/admin/compliance/due-soon', {
        params: { query: { ...filters, cursor } },
        signal,
        fallbackMessage: 'Failed to load the due-soon list',
      }),
    placeholderData: keepPreviousData,
  });

/** The government extensions recorded, newest first. */
export const extensionsQuery = queryOptions({
  queryKey: [...COMPLIANCE_KEY, 'extensions'],
  queryFn: ({ signal }) =>
    api.get('/admin/compliance/extensions', { signal, fallbackMessage: 'Failed to load the extensions' }),
});

/** A change to filings or extensions: the due-soon list and the extensions are read again. */
export const useComplianceChange = <TInput, TResult>(change: (input: TInput) => Promise<TResult>) =>
  useReloadingChange(COMPLIANCE_KEY, change);

/** Export CSV: the filtered list, every page, with the staff token. */
export const fetchDueSoonCsv = (filters: DueSoonExportQuery) => exportDueSoonObligations(api, filters);

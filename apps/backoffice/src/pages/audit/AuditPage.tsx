import { formatIndianInteger } from '@startwise/format';
import { Container, PageHeading, Stack } from '@startwise/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { api } from '../../app/api';
import { ADMIN_QUERY_KEY } from '../../app/query-client';
import { PageTitle } from '../../layout/PageTitle';
import { ListBody } from '../../lists/ListBody';
import { ListFilterBar } from '../../lists/ListFilterBar';
import { ListTable } from '../../lists/ListTable';
import { useListAddress } from '../../lists/useListAddress';
import { staffListQuery } from '../staff/queries';
import { auditColumns } from './audit-columns';
import { ACTION_OPTIONS, AUDIT_FILTER_KEYS, AUDIT_PAGE_SIZE, auditQuery, ENTITY_OPTIONS } from './audit-search';

/** /backoffice/audit (admins): every staff action, newest first, filtered and paged; nothing here can change it. */
export function AuditPage() {
  const { filters, page, activeCount, setFilter, setPage, clear } = useListAddress(AUDIT_FILTER_KEYS);
  const query = auditQuery({ filters, page });
  const { data, error, isPending, isPlaceholderData, refetch } = useQuery({
    queryKey: [ADMIN_QUERY_KEY, 'audit', query],
    queryFn: ({ signal }) =>
      api.get('/admin/audit', { params: { query }, signal, fallbackMessage: 'Failed to load the audit log' }),
    placeholderData: keepPreviousData,
  });
  const { data: staffData } = useQuery(staffListQuery);
  const staff = useMemo(() => staffData?.staff ?? [], [staffData]);
  const staffName = useCallback(
    (id: string) => staff.find((member) => member.id === id)?.fullName ?? 'A former member',
    [staff],
  );
  const columns = useMemo(() => auditColumns(staffName), [staffName]);
  const total = data?.pagination.total;
  const lowerBound = data?.pagination.totalIsLowerBound ? '+' : '';

  return (
    <Container>
      <PageTitle title="Audit log" />
      <Stack space="medium">
        <PageHeading
          compact
          title="Audit log"
          description="Every change staff made, newest first. Nobody can edit or remove it."
        />
        <ListFilterBar
          label="Filter the audit log"
          filters={filters}
          chips={[
            {
              kind: 'options',
              key: 'staff',
              label: 'Staff member',
              options: staff.map((member) => ({ value: member.id, label: member.fullName })),
            },
            { kind: 'options', key: 'action', label: 'Action', options: ACTION_OPTIONS },
            { kind: 'options', key: 'entity', label: 'Entity', options: ENTITY_OPTIONS },
            { kind: 'text', key: 'entityId', label: 'Entity id' },
            { kind: 'dates', keys: ['from', 'to'], label: 'Date' },
          ]}
          onFilterChange={setFilter}
          activeCount={activeCount}
          onClear={clear}
          resultSummary={total === undefined ? undefined : `${formatIndianInteger(total)}${lowerBound} events`}
        />
        <ListBody
          noun="the audit log"
          error={error}
          hasData={data !== undefined}
          isPending={isPending}
          onRetry={refetch}
        >
          <ListTable
            caption="Audit events"
            columns={columns}
            rows={data?.events ?? []}
            getRowId={(event) => event.id}
            busy={isPlaceholderData}
            emptyMessage="No events match these filters."
            paging={{
              label: 'Audit log pages',
              page,
              pageSize: AUDIT_PAGE_SIZE,
              total: total ?? 0,
              totalIsLowerBound: data?.pagination.totalIsLowerBound,
              hasNextPage: Boolean(data?.pagination.nextCursor),
              noun: 'events',
              onPageChange: setPage,
            }}
          />
        </ListBody>
      </Stack>
    </Container>
  );
}

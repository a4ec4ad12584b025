import { formatIndianInteger } from '@startwise/format';
import { formatDayAndTime } from '@startwise/format/staff-dates';
import { Container, DateField, FilterBar, PageHeading, Select, Stack, Text, TextField } from '@startwise/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { ADMIN_QUERY_KEY } from '../../app/query-client';
import { PageTitle } from '../../layout/PageTitle';
import { ListBody } from '../../lists/ListBody';
import { PagedTable } from '../../lists/PagedTable';
import { ANY, selectFilter } from '../../lists/select-filter';
import { useListAddress } from '../../lists/useListAddress';
import { staffListQuery } from '../staff/queries';
import { AUDIT_FILTER_KEYS, AUDIT_PAGE_SIZE, auditQuery, KNOWN_ACTIONS, KNOWN_ENTITIES } from './audit-search';
import { changeSummary } from './change-summary';
import { EntityCell } from './EntityCell';

const COLUMNS = [
  { id: 'when', header: 'When', isRowHeader: true },
  { id: 'who', header: 'Who' },
  { id: 'action', header: 'Action' },
  { id: 'entity', header: 'Entity' },
  { id: 'change', header: 'Change', wrap: true },
  { id: 'request', header: 'Request id' },
];

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
  const staff = staffData?.staff ?? [];
  const nameOf = (id: string | null, after: unknown) =>
    id !== null
      ? (staff.find((member) => member.id === id)?.fullName ?? id)
      : (after as { answeredBy?: unknown } | null)?.answeredBy === 'customer'
        ? 'The customer'
        : 'A command';

  const select = selectFilter(filters, setFilter);
  const actions = [...new Set([...KNOWN_ACTIONS, ...(filters.action ? [filters.action] : [])])];
  const total = data?.pagination.total;

  const rows = (data?.events ?? []).map((event) => ({
    id: event.id,
    cells: {
      when: formatDayAndTime(event.createdAt),
      who: nameOf(event.staffId, event.after),
      action: event.action,
      entity: <EntityCell entity={event.entity} id={event.entityId} staffName={(id) => nameOf(id, null)} />,
      change: <Text size="small">{changeSummary(event.before, event.after)}</Text>,
      request: (
        <Text as="span" size="small" tone="muted">
          {event.requestId ?? '—'}
        </Text>
      ),
    },
  }));

  return (
    <Container>
      <PageTitle title="Audit log" />
      <Stack space="large">
        <PageHeading
          title="Audit log"
          description="Every change staff made, newest first. Nobody can edit or remove it."
        />
        <FilterBar
          label="Filter the audit log"
          activeCount={activeCount}
          onClear={clear}
          resultSummary={
            total === undefined
              ? undefined
              : `${formatIndianInteger(total)}${data?.pagination.totalIsLowerBound ? '+' : ''} events`
          }
        >
          <Select
            label="Staff member"
            options={[{ value: ANY, label: 'Anyone' }, ...staff.map((m) => ({ value: m.id, label: m.fullName }))]}
            {...select('staff')}
          />
          <Select
            label="Action"
            options={[{ value: ANY, label: 'Any action' }, ...actions.map((a) => ({ value: a, label: a }))]}
            {...select('action')}
          />
          <Select
            label="Entity"
            options={[{ value: ANY, label: 'Any entity' }, ...KNOWN_ENTITIES.map((e) => ({ value: e, label: e }))]}
            {...select('entity')}
          />
          <TextField
            label="Entity id"
            defaultValue={filters.entityId ?? ''}
            key={filters.entityId ?? ''}
            maxLength={64}
            onBlur={(event) => setFilter('entityId', event.target.value.trim() || undefined)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') setFilter('entityId', event.currentTarget.value.trim() || undefined);
            }}
          />
          <DateField
            label="From"
            value={filters.from ?? ''}
            onChange={(event) => setFilter('from', event.target.value || undefined)}
          />
          <DateField
            label="Until"
            value={filters.to ?? ''}
            onChange={(event) => setFilter('to', event.target.value || undefined)}
          />
        </FilterBar>
        <ListBody
          noun="the audit log"
          error={error}
          hasData={data !== undefined}
          isPending={isPending}
          onRetry={refetch}
        >
          <PagedTable
            caption="Audit events"
            columns={COLUMNS}
            rows={rows}
            busy={isPlaceholderData}
            emptyMessage="No events match these filters."
            pagesLabel="Audit log pages"
            page={page}
            pageSize={AUDIT_PAGE_SIZE}
            total={total ?? 0}
            totalIsLowerBound={data?.pagination.totalIsLowerBound}
            hasNextPage={Boolean(data?.pagination.nextCursor)}
            noun="events"
            onPageChange={setPage}
          />
        </ListBody>
      </Stack>
    </Container>
  );
}

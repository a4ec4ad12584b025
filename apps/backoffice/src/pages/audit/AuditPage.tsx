import { formatIndianInteger } from '@startwise/format';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { listPageQuery } from '../../app/list-page-query';
import { ADMIN_QUERY_KEY } from '../../app/query-client';
import { ScreenLayout } from '../../layout/ScreenLayout';
import { staffOptions } from '../../lists/common-filters';
import { ListBody, queryState } from '../../lists/ListBody';
import { ListFilterBar } from '../../lists/ListFilterBar';
import { ListTable } from '../../lists/ListTable';
import { useListAddress } from '../../lists/useListAddress';
import { staffListQuery } from '../staff/queries';
import { auditColumns } from './audit-columns';
import { ACTION_OPTIONS, AUDIT_FILTER_KEYS, AUDIT_PAGE_SIZE, auditQuery, ENTITY_OPTIONS } from './audit-search';

/** /backoffice/audit (admins): every staff action, newest first, filtered and paged; nothing here can change it. */
export function AuditPage() {
  const { filters, page, filterBar, pagingOf } = useListAddress(AUDIT_FILTER_KEYS);
  const list = useQuery(
    listPageQuery(
      [ADMIN_QUERY_KEY, 'audit'],
      '/admin/audit',
      auditQuery({ filters, page }),
      'Failed to load the audit log',
    ),
  );
  const { data, isPlaceholderData } = list;
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
    <ScreenLayout
      title="Audit log"
      description="Every change staff made, newest first. Nobody can edit or remove it."
      space="medium"
    >
      <ListFilterBar
        label="Filter the audit log"
        {...filterBar}
        chips={[
          { kind: 'options', key: 'staff', label: 'Staff member', options: staffOptions(staff) },
          { kind: 'options', key: 'action', label: 'Action', options: ACTION_OPTIONS },
          { kind: 'options', key: 'entity', label: 'Entity', options: ENTITY_OPTIONS },
          { kind: 'text', key: 'entityId', label: 'Entity id' },
          { kind: 'dates', keys: ['from', 'to'], label: 'Date' },
        ]}
        resultSummary={total === undefined ? undefined : `${formatIndianInteger(total)}${lowerBound} events`}
      />
      <ListBody noun="the audit log" {...queryState(list)}>
        <ListTable
          caption="Audit events"
          columns={columns}
          rows={data?.events ?? []}
          busy={isPlaceholderData}
          emptyMessage="No events match these filters."
          paging={{
            ...pagingOf({ label: 'Audit log pages', pageSize: AUDIT_PAGE_SIZE, noun: 'events' }, total),
            totalIsLowerBound: data?.pagination.totalIsLowerBound,
            hasNextPage: Boolean(data?.pagination.nextCursor),
          }}
        />
      </ListBody>
    </ScreenLayout>
  );
}

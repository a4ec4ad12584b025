import { staffSession } from '@startwise/flows';
import { useStaffSession } from '@startwise/flows/react';
import { Button, ButtonLink, Inline } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../app/api';
import { paths } from '../../app/paths';
import { ScreenLayout } from '../../layout/ScreenLayout';
import { ConfirmRowAction } from '../../lists/ConfirmRowAction';
import { ListBody, queryState } from '../../lists/ListBody';
import { ListTable } from '../../lists/ListTable';
import { AddStaffDialog } from './AddStaffDialog';
import { type StaffMember, staffListQuery, useStaffChange } from './queries';
import { staffColumns } from './staff-columns';

/** /backoffice/staff (admins): every member, adding one, and deactivating one (their sessions end at once). */
export function StaffPage() {
  const me = useStaffSession(staffSession.signedInStaff);
  const list = useQuery(staffListQuery);
  const { data } = list;
  const [adding, setAdding] = useState(false);
  const [leaving, setLeaving] = useState<StaffMember | null>(null);
  const deactivate = useStaffChange((member: StaffMember) =>
    api.post('/admin/staff/{staffId}/deactivate', {
      params: { path: { staffId: member.id } },
      fallbackMessage: 'Failed to deactivate the staff member',
    }),
  );

  const columns = useMemo(() => staffColumns(me?.id, setLeaving), [me?.id]);

  return (
    <ScreenLayout
      title="Staff"
      description="Operators work the queue; admins also manage staff and read the audit log."
      actions={
        <Inline space="small">
          <ButtonLink variant="secondary" href={paths.holidays}>
            Holidays
          </ButtonLink>
          <Button onClick={() => setAdding(true)}>Add a staff member</Button>
        </Inline>
      }
      dialogs={
        <>
          <AddStaffDialog isOpen={adding} onOpenChange={setAdding} />
          <ConfirmRowAction
            row={leaving}
            onClose={() => setLeaving(null)}
            action={deactivate}
            title={`Deactivate ${leaving?.fullName ?? ''}?`}
            confirmLabel="Deactivate"
            doneMessage={({ staff }) => `${staff.fullName} is deactivated`}
          >
            They are signed out everywhere at once and can no longer sign in. Their work stays assigned to them.
          </ConfirmRowAction>
        </>
      }
    >
      <ListBody noun="the staff" {...queryState(list)}>
        <ListTable caption="Staff members" columns={columns} rows={data?.staff ?? []} emptyMessage="No staff yet." />
      </ListBody>
    </ScreenLayout>
  );
}

import { staffSession } from '@startwise/flows';
import { useStaffSession } from '@startwise/flows/react';
import {
  Button,
  ButtonLink,
  ConfirmDialog,
  Container,
  Inline,
  PageHeading,
  Stack,
  Text,
  useToast,
} from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../app/api';
import { paths } from '../../app/paths';
import { failureText } from '../../forms/errors';
import { PageTitle } from '../../layout/PageTitle';
import { ListBody } from '../../lists/ListBody';
import { ListTable } from '../../lists/ListTable';
import { AddStaffDialog } from './AddStaffDialog';
import { type StaffMember, staffListQuery, useStaffChange } from './queries';
import { staffColumns } from './staff-columns';

/** /backoffice/staff (admins): every member, adding one, and deactivating one (their sessions end at once). */
export function StaffPage() {
  const toast = useToast();
  const me = useStaffSession(staffSession.signedInStaff);
  const { data, error, isPending, refetch } = useQuery(staffListQuery);
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
    <Container>
      <PageTitle title="Staff" />
      <Stack space="large">
        <PageHeading
          compact
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
        />
        <ListBody noun="the staff" error={error} hasData={data !== undefined} isPending={isPending} onRetry={refetch}>
          <ListTable
            caption="Staff members"
            columns={columns}
            rows={data?.staff ?? []}
            getRowId={(member) => member.id}
            busy={false}
            emptyMessage="No staff yet."
          />
        </ListBody>
      </Stack>
      <AddStaffDialog isOpen={adding} onOpenChange={setAdding} />
      <ConfirmDialog
        isOpen={leaving !== null}
        onOpenChange={(open) => {
          if (!open) {
            setLeaving(null);
            deactivate.reset();
          }
        }}
        title={`Deactivate ${leaving?.fullName ?? ''}?`}
        confirmLabel="Deactivate"
        isConfirming={deactivate.isPending}
        onConfirm={() =>
          leaving &&
          deactivate.mutate(leaving, {
            onSuccess: ({ staff }) => {
              toast.success(`${staff.fullName} is deactivated`);
              setLeaving(null);
            },
          })
        }
      >
        <Stack space="small">
          <Text>
            They are signed out everywhere at once and can no longer sign in. Their work stays assigned to them.
          </Text>
          {deactivate.isError ? <Text tone="critical">{failureText(deactivate.error)}</Text> : null}
        </Stack>
      </ConfirmDialog>
    </Container>
  );
}

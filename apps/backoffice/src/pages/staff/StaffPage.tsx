import { staffSession } from '@startwise/flows';
import { useStaffSession } from '@startwise/flows/react';
import { formatDay } from '@startwise/format/staff-dates';
import {
  Badge,
  Button,
  ButtonLink,
  ConfirmDialog,
  Container,
  DataTable,
  Inline,
  PageHeading,
  Spinner,
  Stack,
  Text,
  useToast,
} from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { paths } from '../../app/paths';
import { failureText } from '../../forms/errors';
import { LoadFailure } from '../../layout/LoadFailure';
import { PageTitle } from '../../layout/PageTitle';
import { AddStaffDialog } from './AddStaffDialog';
import { type StaffMember, staffListQuery, useStaffChange } from './queries';

const COLUMNS = [
  { id: 'name', header: 'Name', isRowHeader: true },
  { id: 'email', header: 'Email' },
  { id: 'role', header: 'Role' },
  { id: 'state', header: 'Status' },
  { id: 'added', header: 'Added' },
  { id: 'action', header: 'Action', align: 'end' as const },
];

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

  const rows = (data?.staff ?? []).map((member) => ({
    id: member.id,
    cells: {
      name: member.fullName,
      email: member.email,
      role: <Badge tone={member.role === 'admin' ? 'brand' : 'neutral'}>{member.role}</Badge>,
      state: <Badge tone={member.active ? 'positive' : 'neutral'}>{member.active ? 'active' : 'deactivated'}</Badge>,
      added: formatDay(member.createdAt),
      action:
        member.active && member.id !== me?.id ? (
          <Button
            variant="secondary"
            size="small"
            aria-label={`Deactivate ${member.fullName}`}
            onClick={() => setLeaving(member)}
          >
            Deactivate
          </Button>
        ) : (
          <Text as="span" size="small" tone="muted">
            {member.id === me?.id ? 'You' : '—'}
          </Text>
        ),
    },
  }));

  return (
    <Container>
      <PageTitle title="Staff" />
      <Stack space="large">
        <PageHeading
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
        {isPending ? (
          <Spinner label="Loading the staff" />
        ) : error ? (
          <LoadFailure title="The staff could not be loaded" error={error} retry={() => refetch()} />
        ) : (
          <DataTable caption="Staff members" hideCaption columns={COLUMNS} rows={rows} emptyMessage="No staff yet." />
        )}
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

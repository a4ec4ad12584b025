import type { Schemas } from '@startwise/api-client';
import { emailError, STAFF_PASSWORD_MIN_LENGTH, staffPasswordError } from '@startwise/flows/rules';
import { Select, TextField, useToast } from '@startwise/ui';
import { useController } from 'react-hook-form';
import { api } from '../../app/api';
import { ActionDialog } from '../../forms/ActionDialog';
import { useActionForm } from '../../forms/useActionForm';
import { useStaffChange } from './queries';

type NewMember = Schemas['CreateStaffRequest'];

const EMPTY: NewMember = { fullName: '', email: '', role: 'operator', password: '' };

/** The rules the server applies too (flows): a name, a valid email, a staff-length password. */
const check = (member: NewMember) => ({
  fullName: member.fullName.trim() ? undefined : 'Please enter the full name',
  email: emailError(member.email),
  password: staffPasswordError(member.password),
});

/**
 * Adds a member: name, email, role and a first password (at least 12 characters). They sign in with it and a
 * code mailed to them; every sign-in asks for a code.
 */
export function AddStaffDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  const toast = useToast();
  const create = useStaffChange((body: NewMember) =>
    api.post('/admin/staff', { body, fallbackMessage: 'Failed to add the staff member' }),
  );
  const { form, field, failure, close } = useActionForm({
    defaultValues: EMPTY,
    check,
    failed: create.error,
    onClose: () => {
      create.reset();
      onOpenChange(false);
    },
  });
  const { field: role } = useController({ control: form.control, name: 'role' });
  const submit = form.handleSubmit((member) =>
    create.mutate(
      { ...member, fullName: member.fullName.trim(), email: member.email.trim() },
      {
        onSuccess: ({ staff }) => {
          toast.success(`${staff.fullName} can now sign in`);
          close();
        },
      },
    ),
  );

  return (
    <ActionDialog
      title="Add a staff member"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      submitLabel="Add member"
      pending={create.isPending}
      failure={failure}
      onSubmit={submit}
    >
      <TextField label="Full name" required maxLength={100} autoComplete="off" {...field('fullName')} />
      <TextField label="Email" type="email" required maxLength={254} autoComplete="off" {...field('email')} />
      <Select
        label="Role"
        options={[
          { value: 'operator', label: 'Operator: works the queue' },
          { value: 'admin', label: 'Admin: also manages staff and reads the audit log' },
        ]}
        value={role.value}
        onChange={(value) => role.onChange(value === 'admin' ? 'admin' : 'operator')}
      />
      <TextField
        label="First password"
        type="password"
        hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters. Tell it to them in person; every sign-in also asks for a mailed code.`}
        required
        maxLength={128}
        autoComplete="new-password"
        {...field('password')}
      />
    </ActionDialog>
  );
}

import type { Schemas } from '@startwise/api-client';
import { emailError, STAFF_PASSWORD_MIN_LENGTH, staffPasswordError } from '@startwise/flows/rules';
import { Select, TextField } from '@startwise/ui';
import { useController } from 'react-hook-form';
import { api } from '../../app/api';
import { ActionDialog, type DialogOpenProps } from '../../forms/ActionDialog';
import { DialogTextField } from '../../forms/DialogTextField';
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
export function AddStaffDialog({ isOpen, onOpenChange }: DialogOpenProps) {
  const create = useStaffChange((body: NewMember) =>
    api.post('/admin/staff', { body, fallbackMessage: 'Failed to add the staff member' }),
  );
  const { form, field, dialog, finish } = useActionForm({
    defaultValues: EMPTY,
    check,
    call: create,
    onSubmit: (member) =>
      create.mutate(
        { ...member, fullName: member.fullName.trim(), email: member.email.trim() },
        { onSuccess: ({ staff }) => finish(`${staff.fullName} can now sign in`) },
      ),
    onClose: () => onOpenChange(false),
  });
  const { field: role } = useController({ control: form.control, name: 'role' });

  return (
    <ActionDialog title="Add a staff member" isOpen={isOpen} submitLabel="Add member" {...dialog}>
      <DialogTextField label="Full name" maxLength={100} {...field('fullName')} />
      <DialogTextField label="Email" type="email" maxLength={254} {...field('email')} />
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

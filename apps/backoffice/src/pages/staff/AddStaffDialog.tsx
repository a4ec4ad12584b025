import type { Schemas } from '@startwise/api-client';
import { emailError, STAFF_PASSWORD_MIN_LENGTH, staffPasswordError } from '@startwise/flows/rules';
import { Select, TextField, useToast } from '@startwise/ui';
import { useState } from 'react';
import { api } from '../../app/api';
import { ActionDialog } from '../../forms/ActionDialog';
import { formFailure, serverFieldErrors } from '../../forms/errors';
import { useStaffChange } from './queries';

type NewMember = Schemas['CreateStaffRequest'];
type Errors = Partial<Record<keyof NewMember, string>>;

const EMPTY: NewMember = { fullName: '', email: '', role: 'operator', password: '' };

/** The rules the server applies too (flows): a name, a valid email, a staff-length password. */
function check(member: NewMember): Errors {
  const errors: Errors = {};
  if (!member.fullName.trim()) errors.fullName = 'Please enter the full name';
  const email = emailError(member.email);
  if (email) errors.email = email;
  const password = staffPasswordError(member.password);
  if (password) errors.password = password;
  return errors;
}

/**
 * Adds a member: name, email, role and a first password (at least 12 characters). They sign in with it and a
 * code mailed to them; every sign-in asks for a code.
 */
export function AddStaffDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  const toast = useToast();
  const [member, setMember] = useState<NewMember>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const create = useStaffChange((body: NewMember) =>
    api.post('/admin/staff', { body, fallbackMessage: 'Failed to add the staff member' }),
  );
  const close = () => {
    setMember(EMPTY);
    setErrors({});
    create.reset();
    onOpenChange(false);
  };
  const submit = () => {
    const found = check(member);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      { ...member, fullName: member.fullName.trim(), email: member.email.trim() },
      {
        onSuccess: ({ staff }) => {
          toast.success(`${staff.fullName} can now sign in`);
          close();
        },
      },
    );
  };
  const field = (name: 'fullName' | 'email' | 'password') => ({
    value: member[name],
    error: errors[name] ?? serverFieldErrors(create.error)[name],
    onChange: (event: { target: { value: string } }) => {
      setMember((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <ActionDialog
      title="Add a staff member"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      submitLabel="Add member"
      pending={create.isPending}
      failure={formFailure(create.error)}
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
        value={member.role}
        onChange={(value) => setMember((current) => ({ ...current, role: value === 'admin' ? 'admin' : 'operator' }))}
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

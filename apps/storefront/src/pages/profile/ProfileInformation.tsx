import type { Schemas } from '@startwise/api-client';
import { auth } from '@startwise/flows';
import { useAuthActorRef, useAuthMessage, useCurrentUser, useIsAuthSubmitting } from '@startwise/flows/react';
import { formatDay } from '@startwise/format/customer-dates';
import { Button, Inline, Stack, TextField } from '@startwise/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useAuthForm } from '../auth/useAuthForm';
import { DetailList } from '../submissions/DetailList';
import { BillingDetailsForm } from './BillingDetailsForm';

/** Spec 2 Profile tab: full name, email, phone (or '-'), member since; Edit Profile with the email read-only. */
export function ProfileInformation() {
  const actorRef = useAuthActorRef();
  const user = useCurrentUser();
  const submitting = useIsAuthSubmitting();
  const message = useAuthMessage();
  const [editing, setEditing] = useState(false);
  const { values, setValues, field } = useAuthForm({ fullName: '', phone: '' });

  useEffect(() => {
    if (message === auth.AUTH_SUCCESS.profileUpdated) setEditing(false);
  }, [message]);

  if (!user) return null;

  const startEditing = () => {
    actorRef.send({ type: 'RESET' });
    setValues({ fullName: user.fullName, phone: user.phone ?? '' });
    setEditing(true);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'UPDATE_PROFILE', ...values });
  };

  return (
    <Stack space="xlarge">
      {editing ? (
        <form onSubmit={onSubmit} noValidate aria-label="Edit profile" aria-busy={submitting}>
          <Stack space="medium">
            <TextField label="Full Name" autoComplete="name" required disabled={submitting} {...field('fullName')} />
            <TextField label="Email" type="email" value={user.email} readOnly hint="Your email cannot be changed." />
            <TextField label="Phone" type="tel" autoComplete="tel" disabled={submitting} {...field('phone')} />
            <Inline space="small">
              <Button type="submit" loading={submitting}>
                Save Changes
              </Button>
              <Button
                variant="secondary"
                disabled={submitting}
                onClick={() => {
                  actorRef.send({ type: 'RESET' });
                  setEditing(false);
                }}
              >
                Cancel
              </Button>
            </Inline>
          </Stack>
        </form>
      ) : (
        <Stack space="large">
          <DetailList
            items={[
              { term: 'Full Name', value: user.fullName },
              { term: 'Email', value: user.email },
              { term: 'Phone', value: user.phone || '-' },
              { term: 'Member Since', value: user.createdAt ? formatDay(user.createdAt) : '-' },
            ]}
          />
          <Stack space="none" align="left">
            <Button variant="secondary" onClick={startEditing}>
              Edit Profile
            </Button>
          </Stack>
        </Stack>
      )}
      <BillingDetailsForm billing={(user as Partial<Schemas['User']>).billing} />
    </Stack>
  );
}

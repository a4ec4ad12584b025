import type { Schemas } from '@startwise/api-client';
import { formatDayAndTime } from '@startwise/format/staff-dates';
import { Alert, Badge, Button, Inline, Select, Stack, Text, TextArea, useToast } from '@startwise/ui';
import { type FormEvent, useState } from 'react';
import { api } from '../../app/api';
import { formFailure, serverFieldErrors } from '../../forms/errors';
import { Section } from '../../layout/Section';
import { useSubmissionChange } from './queries';

type Note = Schemas['SubmissionNote'];
type Visibility = Note['visibility'];

const VISIBILITY = {
  internal: { label: 'Internal note (staff only)', badge: 'Internal', button: 'Add note' },
  customer: { label: 'Message to the customer (emailed)', badge: 'To the customer', button: 'Send message' },
} as const;

function NoteItem({ note, staffName }: { note: Note; staffName: (id: string) => string | undefined }) {
  return (
    <Stack as="section" space="xsmall" aria-label={`${VISIBILITY[note.visibility].badge} note`}>
      <Inline space="small" alignY="center">
        <Badge tone={note.visibility === 'internal' ? 'neutral' : 'info'}>{VISIBILITY[note.visibility].badge}</Badge>
        <Text as="span" size="small" tone="muted">
          {`${staffName(note.staffId) ?? 'A former member'} · ${formatDayAndTime(note.createdAt)}`}
        </Text>
      </Inline>
      <Text>{note.body}</Text>
    </Stack>
  );
}

/**
 * The staff's notes, oldest first, and the form for a new one: an internal note only staff ever read, or a message
 * the customer is emailed (and sees on their submission).
 */
export function NotesSection({
  submissionId,
  notes,
  staffName,
}: {
  submissionId: string;
  notes: readonly Note[];
  staffName: (id: string) => string | undefined;
}) {
  const toast = useToast();
  const [visibility, setVisibility] = useState<Visibility>('internal');
  const [body, setBody] = useState('');
  const [bodyError, setBodyError] = useState<string | undefined>();
  const add = useSubmissionChange(submissionId, (note: { visibility: Visibility; body: string }) =>
    api.post('/admin/submissions/{id}/notes', {
      params: { path: { id: submissionId } },
      body: note,
      fallbackMessage: 'Failed to add the note',
    }),
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return setBodyError('Please write the note');
    add.mutate(
      { visibility, body: body.trim() },
      {
        onSuccess: () => {
          toast.success(visibility === 'internal' ? 'Note added' : 'Message sent to the customer');
          setBody('');
        },
      },
    );
  };

  return (
    <Section title="Notes and messages">
      {notes.length === 0 ? (
        <Text tone="muted">No notes yet.</Text>
      ) : (
        <Stack space="medium">
          {notes.map((note) => (
            <NoteItem key={note.id} note={note} staffName={staffName} />
          ))}
        </Stack>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Add a note" aria-busy={add.isPending}>
        <Stack space="medium">
          <Select
            label="Who sees it"
            options={(Object.keys(VISIBILITY) as Visibility[]).map((value) => ({
              value,
              label: VISIBILITY[value].label,
            }))}
            value={visibility}
            onChange={(value) => setVisibility(value === 'customer' ? 'customer' : 'internal')}
          />
          <TextArea
            label={visibility === 'internal' ? 'Note' : 'Message'}
            required
            maxLength={2000}
            value={body}
            error={bodyError ?? serverFieldErrors(add.error).body}
            onChange={(event) => {
              setBody(event.target.value);
              setBodyError(undefined);
            }}
          />
          {formFailure(add.error) ? <Alert tone="critical">{formFailure(add.error)}</Alert> : null}
          <Inline space="small">
            <Button type="submit" loading={add.isPending}>
              {VISIBILITY[visibility].button}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Section>
  );
}

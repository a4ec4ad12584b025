import type { Schemas } from '@startwise/api-client';
import { STAFF_WRITING_LIMITS } from '@startwise/flows/rules';
import { formatDayAndTime } from '@startwise/format/staff-dates';
import { Badge, Inline, Select, Stack, Text, TextArea, useToast } from '@startwise/ui';
import { Controller, useWatch } from 'react-hook-form';
import { api } from '../../app/api';
import { SectionForm } from '../../forms/SectionForm';
import { useCheckedForm } from '../../forms/useCheckedForm';
import { EntryList } from '../../layout/EntryList';
import { Section } from '../../layout/Section';
import { useSubmissionChange } from './queries';

type Note = Schemas['SubmissionNote'];
type Visibility = Note['visibility'];
type NoteRequest = Schemas['SubmissionNoteRequest'];

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
  const add = useSubmissionChange(submissionId, (note: NoteRequest) =>
    api.post('/admin/submissions/{id}/notes', {
      params: { path: { id: submissionId } },
      body: note,
      fallbackMessage: 'Failed to add the note',
    }),
  );

  const { form, field } = useCheckedForm<NoteRequest>({
    defaultValues: { visibility: 'internal', body: '' },
    check: ({ body }) => ({ body: body.trim() ? undefined : 'Please write the note' }),
    error: add.error,
  });
  const visibility = useWatch({ control: form.control, name: 'visibility' });

  const onSubmit = form.handleSubmit((note) =>
    add.mutate(
      { visibility: note.visibility, body: note.body.trim() },
      {
        onSuccess: () => {
          toast.success(note.visibility === 'internal' ? 'Note added' : 'Message sent to the customer');
          form.resetField('body');
        },
      },
    ),
  );

  return (
    <Section title="Notes and messages">
      <EntryList entries={notes} emptyMessage="No notes yet.">
        {(note) => <NoteItem key={note.id} note={note} staffName={staffName} />}
      </EntryList>
      <SectionForm
        label="Add a note"
        onSubmit={onSubmit}
        sending={add.isPending}
        error={add.error}
        submitLabel={VISIBILITY[visibility].button}
      >
        <Controller
          control={form.control}
          name="visibility"
          render={({ field: choice }) => (
            <Select
              label="Who sees it"
              options={(Object.keys(VISIBILITY) as Visibility[]).map((value) => ({
                value,
                label: VISIBILITY[value].label,
              }))}
              value={choice.value}
              onChange={(value) => choice.onChange(value === 'customer' ? 'customer' : 'internal')}
            />
          )}
        />
        <TextArea
          label={visibility === 'internal' ? 'Note' : 'Message'}
          required
          maxLength={STAFF_WRITING_LIMITS.noteLength}
          {...field('body')}
        />
      </SectionForm>
    </Section>
  );
}

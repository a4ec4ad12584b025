import { ApiError, downloadCreditNote, type Schemas } from '@startwise/api-client';
import {
  CREDIT_NOTE_DOWNLOAD_FAILED,
  CREDIT_NOTE_DOWNLOAD_LABEL,
  CREDIT_NOTE_DOWNLOADED,
  creditNoteDownloadLabel,
} from '@startwise/flows/rules';
import { Button, useToast } from '@startwise/ui';
import { useMutation } from '@tanstack/react-query';
import { api } from '../app/api';
import { saveFile } from '../pages/submissions/saveFile';

type CreditNote = Schemas['CreditNote'];

export interface CreditNoteButtonsProps {
  /** The transaction's `creditNotes`: one per processed refund. */
  creditNotes: readonly CreditNote[];
  /** Name every button by its credit note's number (where the numbers are not shown beside them). */
  named?: boolean;
  /** Small buttons reading "Credit note", each named by its number for assistive technology (table rows). */
  short?: boolean;
}

/** A download button per GST credit note, shown beside the invoice's: the PDF is saved under its number. */
export function CreditNoteButtons({ creditNotes, named = false, short = false }: CreditNoteButtonsProps) {
  const toast = useToast();
  const download = useMutation({
    mutationFn: (note: CreditNote) => downloadCreditNote(api, note),
    onSuccess: ({ blob, fileName }) => {
      saveFile(blob, fileName);
      toast.success(CREDIT_NOTE_DOWNLOADED);
    },
    onError: (error) => {
      const text = error instanceof ApiError ? error.toastMessage : undefined;
      toast.error(text ?? CREDIT_NOTE_DOWNLOAD_FAILED);
    },
  });
  return creditNotes.map((note) => (
    <Button
      key={note.id}
      variant="secondary"
      size={short ? 'small' : undefined}
      aria-label={short ? `Credit note ${note.number}` : undefined}
      onClick={() => download.mutate(note)}
      loading={download.isPending && download.variables?.id === note.id}
    >
      {short
        ? 'Credit note'
        : named
          ? `${CREDIT_NOTE_DOWNLOAD_LABEL} ${note.number}`
          : creditNoteDownloadLabel(note.number, creditNotes.length)}
    </Button>
  ));
}

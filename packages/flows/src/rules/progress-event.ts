// The customer's timeline of a submission (getSubmissionProgress): what each kind of event is called.
// The contract lists the known kinds and says to show any other as it is, so a server that adds one never breaks
// a storefront.

export const PROGRESS_EVENT_TITLES: Readonly<Record<string, string>> = {
  submitted: 'Application submitted',
  paid: 'Payment received',
  processing: 'Work in progress',
  documents_requested: 'Documents requested',
  documents_received: 'Documents received',
  delivered: 'Documents delivered',
  completed: 'Completed',
  rejected: 'Rejected',
  refunded: 'Payment refunded',
};

/** The title of a timeline event; an unknown kind is shown as it is. */
export const progressEventTitle = (kind: string) =>
  Object.hasOwn(PROGRESS_EVENT_TITLES, kind) ? (PROGRESS_EVENT_TITLES[kind] as string) : kind;

/** The line under the title: the document's label, the delivery's title, or 'Reason: …' for a rejection. */
export function progressEventDetail(kind: string, detail: string | null): string | undefined {
  if (!detail?.trim()) return undefined;
  return kind === 'rejected' ? `Reason: ${detail}` : detail;
}

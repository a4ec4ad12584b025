/** The contract's limits on what staff write: a reply to a contact message, a note on a submission. */
export const STAFF_WRITING_LIMITS = {
  /** ContactReplyRequest's body. */
  replyLength: 5000,
  /** SubmissionNoteRequest's body. */
  noteLength: 2000,
} as const;

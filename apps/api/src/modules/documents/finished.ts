import { FINISHED_STATUSES } from '@startwise/flows/rules';
import { conflict } from '../../platform/http/http-error.js';

/** A completed or rejected submission takes no more requests, answers or deliveries (409). */
export function assertStillOpen(submission: { status: string }) {
  if (FINISHED_STATUSES.includes(submission.status)) {
    throw conflict(`This submission is already ${submission.status}`);
  }
}

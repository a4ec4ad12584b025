/** A message the screen shows after an action: a toast or the newsletter page's coloured text. */
export interface Feedback {
  tone: 'success' | 'error';
  text: string;
}

/** What the subscribe/unsubscribe calls resolve with: the server's success message, if any. */
export interface NewsletterResult {
  message?: string;
}

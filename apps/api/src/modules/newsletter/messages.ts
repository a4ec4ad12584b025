/** The newsletter's answers the storefront shows (spec section 7). */
export const NEWSLETTER_MESSAGES = {
  subscribed: 'Successfully subscribed to the newsletter!',
  unsubscribed: 'Successfully unsubscribed from the newsletter',
} as const;

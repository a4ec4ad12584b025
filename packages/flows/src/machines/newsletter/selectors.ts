import type { SnapshotFrom } from 'xstate';
import type { footerNewsletterMachine } from './footer-newsletter.machine.js';
import type { newsletterPageMachine } from './newsletter-page.machine.js';

type FooterSnapshot = SnapshotFrom<typeof footerNewsletterMachine>;
type PageSnapshot = SnapshotFrom<typeof newsletterPageMachine>;

export const SUBSCRIBING_LABEL = 'Subscribing...';

/** Footer: the button reads 'Subscribing...' and is disabled. */
export const isSubscribing = (snapshot: FooterSnapshot) => snapshot.matches('subscribing');
export const footerEmail = (snapshot: FooterSnapshot) => snapshot.context.email;
/** Footer: the toast to show (success or error), if any. */
export const footerFeedback = (snapshot: FooterSnapshot) => snapshot.context.feedback;
export const footerSubscribed = (snapshot: FooterSnapshot) => snapshot.matches({ ready: 'success' });

export const pageEmail = (snapshot: PageSnapshot) => snapshot.context.email;
export const isSubscribed = (snapshot: PageSnapshot) => snapshot.context.subscribed;
/** The toggle's label. */
export const subscriptionLabel = (snapshot: PageSnapshot) =>
  snapshot.context.subscribed ? 'Currently subscribed' : 'Not subscribed';
export const isCheckingStatus = (snapshot: PageSnapshot) =>
  snapshot.matches({ ready: 'debouncing' }) || snapshot.matches({ ready: 'checking' });
/** A subscribe or unsubscribe call is out: the toggle is disabled. */
export const isUpdatingSubscription = (snapshot: PageSnapshot) =>
  snapshot.matches('subscribing') || snapshot.matches('unsubscribing');
/** Page: the message under the form (red for errors). */
export const pageFeedback = (snapshot: PageSnapshot) => snapshot.context.feedback;

export * from './feedback.js';
export * from './footer-newsletter.machine.js';
export * from './newsletter-page.machine.js';
export * from './selectors.js';

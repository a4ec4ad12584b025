export * from './refund.machine.js';
export * from './selectors.js';

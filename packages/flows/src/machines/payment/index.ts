export * from './payment.machine.js';
export * from './selectors.js';

export * from './application-form.machine.js';
export * from './selectors.js';

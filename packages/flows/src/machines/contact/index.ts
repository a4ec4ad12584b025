export * from './contact.machine.js';
export * from './selectors.js';

export * from './document-upload.machine.js';
export * from './selectors.js';

export * from './submission-status.machine.js';

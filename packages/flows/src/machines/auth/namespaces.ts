// What the package root (@startwise/flows) exposes of the auth and code-entry flows, in the root's convention:
// each flow's API under a namespace named after it (auth.isSubmitting, codeEntry.formatCountdown), the machines
// also by name.

export * as codeEntry from '../code-entry/index.js';
export { codeEntryMachine } from '../code-entry/index.js';
export * as auth from './index.js';
export { authMachine } from './index.js';

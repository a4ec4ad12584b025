export { STAFF_CODE_NOTICE, STAFF_FALLBACK, STAFF_SESSION_EXPIRED, STAFF_SUCCESS } from './messages.js';
export * from './selectors.js';
export { provideStaffSessionServices, type StaffSessionServices } from './services.js';
export { type StaffSessionMachine, staffSessionMachine } from './staff-session.machine.js';
export { readStaffSession, STAFF_STORAGE_KEYS, withStaffStorage, writeStaffSession } from './storage.js';
export type * from './types.js';

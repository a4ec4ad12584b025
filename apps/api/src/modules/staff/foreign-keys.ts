import { staffMembers } from './tables.js';

/** The key other modules' tables may point a foreign key at (the audit log's author, a submission's assignee). */
export const staffIdKey = () => staffMembers.id;

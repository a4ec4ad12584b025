import { submissions } from './tables.js';

/** The key other modules' tables may point a foreign key at; they read and change submissions through functions only. */
export const submissionIdKey = () => submissions.id;

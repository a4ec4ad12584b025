import { users } from './tables.js';

/** The key other modules' tables may point a foreign key at; they read and change accounts through functions only. */
export const userIdKey = () => users.id;

import { services } from './tables.js';

/** The key other modules' tables may point a foreign key at; they read the catalog through functions only. */
export const serviceIdKey = () => services.id;

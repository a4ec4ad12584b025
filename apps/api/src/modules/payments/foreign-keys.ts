import { paymentRefunds, paymentTransactions } from './tables.js';

/** The keys other modules' tables may point a foreign key at; they read and change payments through functions only. */
export const transactionIdKey = () => paymentTransactions.id;
export const refundIdKey = () => paymentRefunds.id;

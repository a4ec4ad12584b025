import { describe, expect, it } from 'vitest';
import {
  orderStatusWord,
  paymentMethodWord,
  paymentStatusWord,
  refundStatusWord,
  workStatusWord,
} from '../../src/rules/status-words.js';

describe('status words', () => {
  it('reads an order the way its customer follows it', () => {
    expect(orderStatusWord({ status: 'pending', paymentStatus: 'pending' }).label).toBe('Awaiting payment');
    expect(orderStatusWord({ status: 'pending', paymentStatus: 'paid' }).label).toBe('Paid — in the queue');
    expect(orderStatusWord({ status: 'processing', paymentStatus: 'paid' }).label).toBe('In progress');
    expect(orderStatusWord({ status: 'processing', paymentStatus: 'paid', waitingForDocuments: true }).label).toBe(
      'Waiting for your documents',
    );
    expect(orderStatusWord({ status: 'completed', paymentStatus: 'paid' })).toEqual({
      label: 'Completed',
      tone: 'positive',
    });
    expect(orderStatusWord({ status: 'rejected', paymentStatus: 'refunded' }).label).toBe('Rejected');
    expect(orderStatusWord({ status: 'processing', paymentStatus: 'refunded' }).label).toBe('Refunded');
    // A partial refund is the payment's word; the order is still where its work is.
    expect(orderStatusWord({ status: 'processing', paymentStatus: 'paid' }).label).toBe('In progress');
  });

  it('never paints paid work amber', () => {
    for (const status of ['pending', 'processing', 'completed']) {
      expect(orderStatusWord({ status, paymentStatus: 'paid' }).tone).not.toBe('caution');
    }
    expect(paymentStatusWord('successful').tone).toBe('positive');
  });

  it('shows no enum value, even for a value it does not know', () => {
    expect(orderStatusWord({ status: 'archived', paymentStatus: 'mystery' }).label).toBe('Unknown');
    expect(workStatusWord('processing').label).toBe('In progress');
    expect(paymentStatusWord('partly-refunded').label).toBe('Partly refunded');
    expect(paymentStatusWord('successful', 1).label).toBe('Partly refunded');
    expect(refundStatusWord('pending').label).toBe('Being processed');
    expect(paymentMethodWord('netbanking')).toBe('Net banking');
    expect(paymentMethodWord(undefined)).toBe('Not specified');
  });
});

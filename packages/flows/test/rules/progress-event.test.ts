import { describe, expect, it } from 'vitest';
import { progressEventDetail, progressEventTitle } from '../../src/rules/index.js';

describe('progress events', () => {
  it.each([
    ['submitted', 'Application submitted'],
    ['paid', 'Payment received'],
    ['processing', 'Work in progress'],
    ['documents_requested', 'Documents requested'],
    ['documents_received', 'Documents received'],
    ['delivered', 'Documents delivered'],
    ['completed', 'Completed'],
    ['rejected', 'Rejected'],
    ['refunded', 'Payment refunded'],
  ])('%s is titled %s', (kind, title) => {
    expect(progressEventTitle(kind)).toBe(title);
  });

  it('shows an unknown kind as it is (also names of Object.prototype)', () => {
    expect(progressEventTitle('escalated')).toBe('escalated');
    expect(progressEventTitle('toString')).toBe('toString');
  });

  it("words a rejection's reason and leaves other details as they are", () => {
    expect(progressEventDetail('rejected', 'The PAN does not match the name')).toBe(
      'Reason: The PAN does not match the name',
    );
    expect(progressEventDetail('documents_requested', 'Address proof')).toBe('Address proof');
    expect(progressEventDetail('paid', null)).toBeUndefined();
    expect(progressEventDetail('rejected', '  ')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { statusChangedMail } from '../src/modules/fulfilment/status-mail.js';
import { brandFor } from '../src/platform/system/brand.js';

const brand = brandFor('startwise');
const customer = { email: 'asha@example.in', fullName: 'Asha Verma' };
const submission = { id: 'sub-1', serviceTitle: 'GST Registration' };

describe('the status change mail', () => {
  it('says the status in plain words, never the stored value', () => {
    const mail = statusChangedMail(brand, 'https://startwise.example', customer, {
      ...submission,
      status: 'processing',
    });
    expect(mail.text).toContain('is now: In progress.');
    expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(/processing/);
  });

  it('tells a completed application as Completed', () => {
    const mail = statusChangedMail(brand, 'https://startwise.example', customer, {
      ...submission,
      status: 'completed',
    });
    expect(mail.text).toContain('is now: Completed.');
  });
});

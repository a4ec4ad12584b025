import { describe, expect, it } from 'vitest';
import {
  checkRefundForm,
  NOTHING_TO_REFUND,
  paiseToRupeesInput,
  REFUND_AMOUNT_INVALID,
  REFUND_AMOUNT_REQUIRED,
  REFUND_AMOUNT_TOO_SMALL,
  REFUND_REASON_REQUIRED,
  rupeesToPaise,
} from '../../src/rules/index.js';

const money = (paise: number) => `Rs ${paise / 100}`;

describe('rupeesToPaise', () => {
  it('turns typed rupees into integer paise without floating point', () => {
    expect(rupeesToPaise('5000')).toBe(500_000);
    expect(rupeesToPaise('0.29')).toBe(29);
    expect(rupeesToPaise('1.1')).toBe(110);
    expect(rupeesToPaise('19999.99')).toBe(1_999_999);
    expect(rupeesToPaise('₹ 1,49,999.50')).toBe(14_999_950);
  });

  it('refuses what is not an amount of rupees', () => {
    for (const typed of ['', 'abc', '-5', '1.234', '1e3', '.5', '5.', '0x10', '12 34.5.6']) {
      expect(rupeesToPaise(typed), typed).toBeUndefined();
    }
  });
});

describe('paiseToRupeesInput', () => {
  it('pre-fills whole rupees without decimals and the rest with two', () => {
    expect(paiseToRupeesInput(1_499_900)).toBe('14999');
    expect(paiseToRupeesInput(1_499_950)).toBe('14999.50');
    expect(paiseToRupeesInput(1_499_905)).toBe('14999.05');
    expect(rupeesToPaise(paiseToRupeesInput(1_499_905))).toBe(1_499_905);
  });
});

describe('checkRefundForm', () => {
  const refundable = 1_499_900;

  it('answers the body in paise, with the speed Razorpay names', () => {
    expect(checkRefundForm({ amount: '5000', reason: ' Changed plans ', instant: false }, refundable, money)).toEqual({
      ok: true,
      body: { amountPaise: 500_000, reason: 'Changed plans', speed: 'normal' },
    });
    expect(checkRefundForm({ amount: '14999', reason: 'Duplicate', instant: true }, refundable, money)).toEqual({
      ok: true,
      body: { amountPaise: refundable, reason: 'Duplicate', speed: 'optimum' },
    });
  });

  it('says what to fix: a missing, malformed, too small or too large amount and a missing reason', () => {
    const errors = (amount: string, reason = 'x', left = refundable) => {
      const check = checkRefundForm({ amount, reason, instant: false }, left, money);
      return check.ok ? {} : check.errors;
    };
    expect(errors(' ')).toEqual({ amount: REFUND_AMOUNT_REQUIRED });
    expect(errors('12.345')).toEqual({ amount: REFUND_AMOUNT_INVALID });
    expect(errors('0.99')).toEqual({ amount: REFUND_AMOUNT_TOO_SMALL });
    expect(errors('14999.01')).toEqual({ amount: 'At most Rs 14999 can be refunded' });
    expect(errors('100', '   ')).toEqual({ reason: REFUND_REASON_REQUIRED });
    expect(errors('100', 'x', 0)).toEqual({ amount: NOTHING_TO_REFUND });
  });
});

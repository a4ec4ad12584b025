import { formatRupees } from '@startwise/format';
import { forwardRef } from 'react';
import { visuallyHidden } from '../../css/reset.css';
import { Badge } from '../Badge';
import { amount, mrp as mrpClass, type PriceSize, root } from './Price.css';

export interface PriceProps {
  /** The selling price in whole rupees. */
  price: number;
  /** The original price in whole rupees; shown struck through when it is above `price`. */
  mrp?: number;
  /**
   * The discount to show as '{n}% off'. The caller computes it (flows' `discountPercent(price, mrp,
   * discountable)`) so the discount rule lives in one place; 0 or absent shows no badge.
   */
  percentOff?: number;
  size?: PriceSize;
  id?: string;
}

/** A price in Indian rupees, with the struck original price and the percent-off badge when discounted. */
export const Price = forwardRef<HTMLSpanElement, PriceProps>(function Price(
  { price, mrp, percentOff, size = 'standard', id },
  ref,
) {
  const showMrp = mrp !== undefined && mrp > price;
  return (
    <span ref={ref} id={id} className={root}>
      <span className={amount({ size })}>
        {showMrp ? <span className={visuallyHidden}>Price </span> : null}
        {formatRupees(price)}
      </span>
      {showMrp ? (
        <s className={mrpClass}>
          <span className={visuallyHidden}>Original price </span>
          {formatRupees(mrp)}
        </s>
      ) : null}
      {percentOff && percentOff > 0 ? <Badge tone="positive">{`${percentOff}% off`}</Badge> : null}
    </span>
  );
});

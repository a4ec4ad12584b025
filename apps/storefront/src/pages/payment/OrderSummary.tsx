import type { payment } from '@startwise/flows';
import { formatPaise } from '@startwise/format';
import { DetailList } from '../submissions/DetailList';

type Summary = NonNullable<ReturnType<typeof payment.orderSummary>>;

export interface OrderSummaryProps {
  serviceName: string;
  /** The server's figures, worked out as the invoice prints them. */
  tax: Summary['tax'];
}

/**
 * What is paid for, line by line as the tax invoice will print it: the service, its taxable value, CGST + SGST
 * (billed in the supplier's state) or IGST (billed elsewhere), and the total. The figures are the server's, never
 * worked out again here.
 */
export function OrderSummary({ serviceName, tax }: OrderSummaryProps) {
  const half = tax.ratePercent / 2;
  const gst =
    tax.igstPaise > 0
      ? [{ term: `IGST (${tax.ratePercent}%)`, value: formatPaise(tax.igstPaise) }]
      : [
          { term: `CGST (${half}%)`, value: formatPaise(tax.cgstPaise) },
          { term: `SGST (${half}%)`, value: formatPaise(tax.sgstPaise) },
        ];
  const total = tax.taxablePaise + tax.cgstPaise + tax.sgstPaise + tax.igstPaise;
  return (
    <DetailList
      items={[
        { term: 'Service', value: serviceName },
        { term: 'Taxable value', value: formatPaise(tax.taxablePaise) },
        ...gst,
        { term: 'Place of supply', value: tax.placeOfSupply },
        { term: 'Total', value: formatPaise(total) },
      ]}
    />
  );
}

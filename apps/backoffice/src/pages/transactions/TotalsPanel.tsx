import type { Schemas } from '@startwise/api-client';
import { formatIndianInteger, formatPaise } from '@startwise/format';
import { Column, Columns, DescriptionList } from '@startwise/ui';
import { Section } from '../../layout/Section';

/** The totals of every transaction the filters match (not only this page), and the GST in the net amount. */
export function TotalsPanel({ totals }: { totals: Schemas['TransactionTotals'] }) {
  return (
    <Section title="Totals for these filters">
      <Columns space="large" collapseBelow="tablet">
        <Column>
          <DescriptionList
            items={[
              { term: 'Transactions', value: formatIndianInteger(totals.count) },
              { term: 'Captured', value: formatPaise(totals.capturedPaise) },
              { term: 'Refunded', value: formatPaise(totals.refundedPaise) },
              { term: 'Net', value: formatPaise(totals.netPaise) },
            ]}
          />
        </Column>
        <Column>
          <DescriptionList
            items={[
              { term: 'CGST', value: formatPaise(totals.gst.cgstPaise) },
              { term: 'SGST', value: formatPaise(totals.gst.sgstPaise) },
              { term: 'IGST', value: formatPaise(totals.gst.igstPaise) },
              {
                term: 'GST in net',
                value: formatPaise(totals.gst.cgstPaise + totals.gst.sgstPaise + totals.gst.igstPaise),
              },
            ]}
          />
        </Column>
      </Columns>
    </Section>
  );
}

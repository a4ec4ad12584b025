import { Column, Columns, Switch } from '@startwise/ui';
import { Controller, useFormContext } from 'react-hook-form';
import { Section } from '../../../layout/Section';
import { TrimmedTextField } from '../TrimmedTextField';
import type { DraftSectionProps, ServiceDraft } from './service-draft';

/** What the customer pays and how the invoice files it: price, MRP, the discount shown, the SAC code. */
export function PricingSection({ errors }: DraftSectionProps) {
  const { control } = useFormContext<ServiceDraft>();
  return (
    <Section title="Pricing and tax">
      <Columns space="medium" collapseBelow="tablet">
        <Column>
          <TrimmedTextField
            name="price"
            label="Price (₹)"
            hint="Whole rupees, tax included. Applications made from now on pay it."
            required
            inputMode="numeric"
            error={errors.price}
          />
        </Column>
        <Column>
          <TrimmedTextField
            name="mrp"
            label="MRP (₹)"
            hint="Whole rupees; not lower than the price."
            required
            inputMode="numeric"
            error={errors.mrp}
          />
        </Column>
      </Columns>
      <Controller
        control={control}
        name="discountable"
        render={({ field }) => (
          <Switch checked={field.value} onChange={field.onChange}>
            Show the discount from the MRP
          </Switch>
        )}
      />
      <TrimmedTextField
        name="sacCode"
        label="SAC code"
        hint="For the GST invoice: 4 to 8 digits."
        inputMode="numeric"
        error={errors.sacCode}
      />
    </Section>
  );
}

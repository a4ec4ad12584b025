import { Column, Columns, Switch, TextField } from '@startwise/ui';
import { Section } from '../../../layout/Section';
import type { DraftSectionProps } from './service-draft';

/** What the customer pays and how the invoice files it: price, MRP, the discount shown, the SAC code. */
export function PricingSection({ draft, errors, onChange }: DraftSectionProps) {
  return (
    <Section title="Pricing and tax">
      <Columns space="medium" collapseBelow="tablet">
        <Column>
          <TextField
            label="Price (₹)"
            hint="Whole rupees, tax included. Applications made from now on pay it."
            required
            inputMode="numeric"
            value={draft.price}
            error={errors.price}
            onChange={(event) => onChange({ price: event.target.value.trim() })}
          />
        </Column>
        <Column>
          <TextField
            label="MRP (₹)"
            hint="Whole rupees; not lower than the price."
            required
            inputMode="numeric"
            value={draft.mrp}
            error={errors.mrp}
            onChange={(event) => onChange({ mrp: event.target.value.trim() })}
          />
        </Column>
      </Columns>
      <Switch checked={draft.discountable} onChange={(discountable) => onChange({ discountable })}>
        Show the discount from the MRP
      </Switch>
      <TextField
        label="SAC code"
        hint="For the GST invoice: 4 to 8 digits."
        inputMode="numeric"
        value={draft.sacCode}
        error={errors.sacCode}
        onChange={(event) => onChange({ sacCode: event.target.value.trim() })}
      />
    </Section>
  );
}
